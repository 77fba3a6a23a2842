import type { RefundRequestsPage } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useNavigation } from "react-router";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { FilterTabs } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { DecisionAnswer } from "./decide.server";
import { RefundRequestCard } from "./request-card";

export const requestStatuses = ["pending", "decided", "all"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** The refund requests to decide, as admins (every course) or a provider (its own) see them. */
export function RefundRequestsView({
  scope,
  list,
  status,
  page,
}: {
  scope: "admin" | "provider";
  list: RefundRequestsPage;
  status: RequestStatus;
  page: number;
}) {
  const { t } = useTranslation("money");
  const { to } = useLocale();
  const answer = useActionData() as DecisionAnswer | undefined;
  const navigation = useNavigation();
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(answer.message);
    else toast.error(answer.message);
  }, [answer]);
  const base = scope === "admin" ? "/admin/refunds" : "/dashboard/refunds";
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t(`requests.${scope}Title`)}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t(`requests.${scope}Intro`)}</p>
      </div>
      <FilterTabs
        label={t("requests.tabs")}
        current={status}
        tabs={requestStatuses.map((s) => ({
          key: s,
          label: t(`requests.tab.${s}`),
          href: to(`${base}${s === "pending" ? "" : `?status=${s}`}`),
          ...(s === "pending" ? { count: list.pending } : {}),
        }))}
      />
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t(`requests.empty.${status}`)}</p>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {list.data.map((request) => (
            <RefundRequestCard
              key={request.id}
              request={request}
              orderHref={scope === "admin" ? to(`/admin/orders/${request.order.id}`) : undefined}
              answer={answer}
              busy={navigation.state === "submitting"}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
