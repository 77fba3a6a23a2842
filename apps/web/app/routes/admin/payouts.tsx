import type { AdminPayoutsPage, PayoutDetail, PayoutOwed, PayoutRunResponse } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useActionData } from "react-router";
import {
  OwedTable,
  PayForm,
  PayQuestion,
  payBlockOf,
  useConfirmHref,
} from "../../features/payouts/owed-table";
import { EmptyState } from "../../features/payouts/payout-format";
import { PayoutsHistory } from "../../features/payouts/payouts-history";
import { apiGet, callApi } from "../../lib/api.server";
import { formatMoney } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { AnswerNotice } from "../../ui/answer-notice";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/payouts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What each provider is owed with its Pay out button, and the payouts made, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const list = await apiGet<AdminPayoutsPage>(
    args.context,
    args.request,
    `/admin/payouts?page=${page}`,
    locale,
  );
  return {
    list,
    page,
    confirming: url.searchParams.get("confirm"),
    title: i18nFor(locale).t("payouts:admin.title"),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** Pays one provider (intent "pay") or every provider owed something (intent "run"); says how it went. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  if (form.get("intent") === "run") {
    const result = await callApi<PayoutRunResponse>(args.context, args.request, "/admin/payouts/run", {
      method: "POST",
      body: {},
      locale,
    });
    if (!result.ok) return { ok: false, message: result.error.message || t("payouts:admin.failed") };
    const count = (outcome: string) => result.data.results.filter((r) => r.outcome === outcome).length;
    const paid = count("paid");
    const failed = count("failed");
    if (result.data.results.length === 0) return { ok: true, message: t("payouts:admin.run.none") };
    return {
      ok: failed === 0,
      message: t("payouts:admin.run.done", { paid, failed, skipped: count("skipped") }),
    };
  }
  const providerId = String(form.get("provider_id") ?? "");
  if (!uuid.test(providerId)) return { ok: false, message: t("payouts:admin.failed") };
  const result = await callApi<PayoutDetail>(args.context, args.request, "/admin/payouts", {
    method: "POST",
    body: { provider_id: providerId },
    locale,
  });
  if (!result.ok) return { ok: false, message: result.error.message || t("payouts:admin.failed") };
  return {
    ok: true,
    message: t("payouts:admin.done", {
      amount: formatMoney(result.data.amount, locale),
      provider: result.data.provider.name,
    }),
  };
}

export default function AdminPayouts({ loaderData: { list, page, confirming } }: Route.ComponentProps) {
  const { t } = useTranslation("payouts");
  const { locale, to } = useLocale();
  const answer = useActionData<typeof action>();
  const confirmHref = useConfirmHref();
  const [dialog, setDialog] = useState<PayoutOwed | "all" | null>(null);
  const [focusNotice, setFocusNotice] = useState(false);
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!answer) return;
    setDialog(null);
    setFocusNotice(true);
  }, [answer]);
  // the message takes the focus once the dialog has closed (closing it gives the focus back to its opener)
  useEffect(() => {
    if (!focusNotice || dialog) return;
    notice.current?.focus();
    setFocusNotice(false);
  }, [focusNotice, dialog]);
  const payable = list.owed.filter((row) => !payBlockOf(row));
  const payableTotal = payable.reduce((sum, row) => sum + row.amount, 0);
  const money = (minor: number) => formatMoney(minor, locale);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("admin.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("admin.intro")}</p>
      </div>
      <AnswerNotice answer={answer} ref={notice} />

      <section aria-labelledby="payouts-owed" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="payouts-owed" className="text-lg font-bold text-dark">
            {t("admin.owed.title")}
          </h3>
          {payable.length > 0 && (
            <Link
              to={confirmHref("all")}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                setDialog("all");
              }}
              className={buttonVariants({ variant: "secondary" })}
            >
              {t("admin.run.button")}
            </Link>
          )}
        </div>
        {confirming === "all" && payable.length > 0 && (
          <div className="rounded-2xl border border-stone-200 bg-stone-50 p-4">
            <p className="font-semibold text-dark">
              {t("admin.run.question", { amount: money(payableTotal) })}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <PayForm intent="run" label={t("admin.run.confirm")} />
              <Link
                to={confirmHref(null)}
                preventScrollReset
                className={buttonVariants({ variant: "secondary" })}
              >
                {t("admin.confirm.cancel")}
              </Link>
            </div>
          </div>
        )}
        {list.owed.length === 0 ? (
          <EmptyState title={t("admin.owed.empty")} hint={t("admin.owed.emptyHint")} />
        ) : (
          <OwedTable owed={list.owed} confirming={confirming} onPay={setDialog} />
        )}
      </section>

      <section aria-labelledby="payouts-history" className="space-y-3">
        <h3 id="payouts-history" className="text-lg font-bold text-dark">
          {t("admin.history.title")}
        </h3>
        {list.data.length === 0 ? (
          <EmptyState title={t("admin.history.empty")} />
        ) : (
          <PayoutsHistory
            payouts={list.data}
            caption={t("admin.history.caption")}
            detailHref={(payout) => to(`/admin/payouts/${payout.id}`)}
          />
        )}
        <Pagination page={page} totalPages={list.last_page} />
      </section>

      <ConfirmDialog
        open={dialog !== null}
        title={t(dialog === "all" ? "admin.run.title" : "admin.confirm.title")}
        cancelLabel={t("admin.confirm.cancel")}
        onCancel={() => setDialog(null)}
        actions={
          dialog === "all" ? (
            <PayForm intent="run" label={t("admin.run.confirm")} />
          ) : (
            dialog && (
              <PayForm
                intent="pay"
                providerId={dialog.provider.id}
                label={t("admin.confirm.confirm", { amount: money(dialog.amount) })}
              />
            )
          )
        }
      >
        {dialog === "all" ? (
          <p className="font-semibold text-dark">
            {t("admin.run.question", { amount: money(payableTotal) })}
          </p>
        ) : (
          dialog && <PayQuestion row={dialog} />
        )}
      </ConfirmDialog>
    </div>
  );
}
