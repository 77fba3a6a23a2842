import type { ApprovalsOverview } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { ApprovalQueues } from "../../features/approvals/approval-queues";
import { DecisionHistory } from "../../features/approvals/decision-history";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/approvals";

/** Provider, course and course-change queues in one place, with the history of who decided. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const page = pageOf(url);
  const data = await apiGet<ApprovalsOverview>(
    args.context,
    args.request,
    `/admin/approvals${page > 1 ? `?page=${page}` : ""}`,
    localeOfPath(url.pathname),
  );
  return { data, page };
}

export default function AdminApprovals({ loaderData: { data, page } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("approvals.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("approvals.intro")}</p>
      </div>
      <section aria-labelledby="approvals-queues" className="space-y-3">
        <h3 id="approvals-queues" className="text-lg font-bold text-dark">
          {t("approvals.queues")}
        </h3>
        <ApprovalQueues pending={data.pending} />
      </section>
      <section aria-labelledby="approvals-history" className="space-y-3">
        <h3 id="approvals-history" className="text-lg font-bold text-dark">
          {t("approvals.history.title")}
        </h3>
        <DecisionHistory decisions={data.history.data} />
        <Pagination page={page} totalPages={data.history.last_page} />
      </section>
    </div>
  );
}
