import { useTranslation } from "react-i18next";
import { pageTexts } from "../features/content/pages.server";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/contact-us";

export function loader({ request }: Route.LoaderArgs) {
  return {
    page: pageTexts(localeOfPath(new URL(request.url).pathname), "contact"),
    officeEmail: process.env.OFFICE_EMAIL ?? "office@kursove.bg",
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, {
    title: data?.page.title ?? "",
    description: data?.page.responseNote,
    pathname: location.pathname,
  });

export default function ContactUs({ loaderData: { page, officeEmail } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const card = "rounded-xl border border-stone-200 bg-white p-6 shadow-sm";
  return (
    <>
      <PageHeader title={page.title} />
      <Container className="grid gap-6 py-12 lg:grid-cols-3">
        <section className={`${card} lg:col-span-2`} aria-labelledby="office-heading">
          <h2 id="office-heading" className="text-xl font-bold text-dark">
            {page.officeHeading}
          </h2>
          <p className="mt-3 leading-relaxed text-stone-600">{page.intro}</p>
          <dl className="mt-6 grid gap-5 sm:grid-cols-3">
            <div>
              <dt className="text-xs font-bold uppercase tracking-wide text-stone-500">
                {t("contact.email")}
              </dt>
              <dd className="mt-1">
                <a href={`mailto:${officeEmail}`} className="font-semibold text-primary hover:underline">
                  {officeEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-bold uppercase tracking-wide text-stone-500">
                {t("contact.phone")}
              </dt>
              <dd className="mt-1">
                <a href="tel:+35921234567" className="font-semibold text-primary hover:underline">
                  +359 2 123 4567
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-bold uppercase tracking-wide text-stone-500">
                {t("contact.address")}
              </dt>
              <dd className="mt-1 text-stone-700">{t("contact.addressValue")}</dd>
            </div>
          </dl>
        </section>
        <section className={card} aria-labelledby="hours-heading">
          <h2 id="hours-heading" className="text-xl font-bold text-dark">
            {page.hoursHeading}
          </h2>
          <p className="mt-3 text-stone-700">{page.hours}</p>
          <p className="mt-4 text-sm text-stone-500">{page.responseNote}</p>
        </section>
      </Container>
    </>
  );
}
