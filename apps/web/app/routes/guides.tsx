import type { GuideList } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GuideLink } from "../features/content/guide-link";
import { apiGet } from "../lib/api.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/guides";

/** The downloadable manuals for users, providers and lectors (GUIDES). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { guides } = await apiGet<GuideList>(context, request, "/guides", locale);
  const { t } = i18nFor(locale);
  return { guides, title: t("guides:title"), description: t("guides:metaDescription") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", description: data?.description, pathname: location.pathname });

const sections = { user: "learner", provider: "provider", lector: "lector" } as const;

export default function Guides({ loaderData: { guides } }: Route.ComponentProps) {
  const { t } = useTranslation("guides");
  const { to } = useLocale();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Container className="py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {guides.map((guide) => (
            <li
              key={guide.role}
              className="flex flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <p className="text-xs font-bold uppercase tracking-wide text-stone-600">
                {t(`for.${guide.role}`)}
              </p>
              <h2 className="mt-2 text-xl font-bold text-dark">{guide.title}</h2>
              <p className="mt-3 flex-1 text-sm leading-relaxed text-stone-600">
                {t(`description.${guide.role}`)}
              </p>
              <GuideLink guide={guide} variant="button" className="mt-6" />
              <Link
                to={`${to("/how-it-works")}#${sections[guide.role]}`}
                className="mt-3 text-sm font-semibold text-primary hover:underline"
              >
                {t("steps")} →
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
