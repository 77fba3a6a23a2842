import type { AdminProviderDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link, useActionData } from "react-router";
import { decideProviderRequest } from "../../features/providers/decide.server";
import { ProviderDecision } from "../../features/providers/provider-decision";
import { RequestDetails, RequestHead } from "../../features/providers/request-details";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/provider";

/** One provider request in full, with Approve and Reject. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const id = encodeURIComponent(args.params.id);
  return {
    provider: await apiGet<AdminProviderDetail>(args.context, args.request, `/admin/providers/${id}`, locale),
  };
}

export async function action(args: Route.ActionArgs) {
  await guard(args, ["admin", "locale"]);
  return decideProviderRequest(args, args.params.id, await args.request.formData());
}

export default function AdminProvider({ loaderData: { provider: p } }: Route.ComponentProps) {
  const { t } = useTranslation("provider");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <Link
        to={to(`/admin/providers${p.status === "pending" ? "" : `?status=${p.status}`}`)}
        className="text-sm font-semibold text-primary hover:underline"
      >
        ← {t("admin.backToList")}
      </Link>
      <RequestHead provider={p} />
      <ProviderDecision provider={p} answer={answer} />
      <RequestDetails provider={p} />
    </div>
  );
}
