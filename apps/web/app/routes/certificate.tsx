import type { PublicCertificate } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { CertificateFacts } from "../features/certificates/certificate-facts";
import { apiGet } from "../lib/api.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { Container } from "../ui/container";
import type { Route } from "./+types/certificate";

/** CERT-VERIFY: anyone checks a certificate by its code; an unknown code is the 404 page. */
export async function loader(args: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const code = args.params.code.slice(0, 40);
  const certificate = await apiGet<PublicCertificate>(
    args.context,
    args.request,
    `/certificates/${encodeURIComponent(code)}`,
    locale,
  );
  const { t } = i18nFor(locale);
  // a revoke must show at once: neither the browser nor a shared cache keeps this page
  return data(
    {
      certificate,
      title: t("certificates:public.title"),
      description: t("certificates:public.metaDescription"),
    },
    { headers: { "cache-control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// a learner's name is on the page: search engines keep out of it
export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  seo(matches, {
    title: page?.title ?? "",
    description: page?.description ?? "",
    pathname: location.pathname,
    noindex: true,
  });

export default function CertificatePage({ loaderData: { certificate } }: Route.ComponentProps) {
  const { t } = useTranslation("certificates");
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-2xl space-y-6">
        <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{t("public.title")}</h1>
        <CertificateFacts certificate={certificate} />
      </div>
    </Container>
  );
}
