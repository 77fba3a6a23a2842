import type { UserCertificatesPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { redirect, useRouteLoaderData } from "react-router";
import { CertificateCard } from "../../features/certificates/certificate-card";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/certificates";

/** The learner's certificates of completion, newest first, 20 a page (CERT-LIST). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const list = await apiGet<UserCertificatesPage>(
    args.context,
    args.request,
    `/user/certificates?page=${page}`,
    locale,
  );
  if (list.data.length === 0 && page > list.last_page) throw redirect(url.pathname);
  return { list, page };
}

export default function CertificatesPage({ loaderData: { list, page } }: Route.ComponentProps) {
  const { t } = useTranslation("certificates");
  const { to } = useLocale();
  const root = useRouteLoaderData("root") as { origin?: string } | undefined;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("profile.title")}</h2>
        <p className="mt-1 max-w-2xl text-sm text-stone-700">{t("profile.intro")}</p>
      </div>
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("profile.empty")}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("profile.emptyHint")}</p>
          <ButtonLink to={to("/courses?type=certification")} className="mt-5">
            {t("profile.browse")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-4">
          {list.data.map((certificate) => (
            <CertificateCard key={certificate.id} certificate={certificate} origin={root?.origin ?? ""} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
