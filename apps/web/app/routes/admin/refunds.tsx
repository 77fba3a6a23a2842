import type { RefundRequestsPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { decideRefundRequest } from "../../features/refunds/decide.server";
import { RefundRequestsView, requestStatuses } from "../../features/refunds/requests-page";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { choiceOf } from "../../ui/filter-tabs";
import type { Route } from "./+types/refunds";

/** Refund requests and claims of every course, to approve (in full or in part) or refuse. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const status = choiceOf(url, "status", requestStatuses);
  const page = pageOf(url);
  const list = await apiGet<RefundRequestsPage>(
    args.context,
    args.request,
    `/admin/refund-requests?status=${status}&page=${page}`,
    localeOfPath(url.pathname),
  );
  return { list, status, page };
}

export async function action(args: Route.ActionArgs) {
  await guard(args, ["admin", "locale"]);
  return decideRefundRequest(args, "admin", await args.request.formData());
}

export default function AdminRefundRequests({ loaderData }: Route.ComponentProps) {
  return <RefundRequestsView scope="admin" {...loaderData} />;
}
