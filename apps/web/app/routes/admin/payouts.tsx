import type { AdminPayoutsPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { OwedSection, type PayChoice, PayDialog } from "../../features/payouts/owed-section";
import { EmptyState } from "../../features/payouts/payout-format";
import { payOut } from "../../features/payouts/payouts-admin.server";
import { PayoutsHistory } from "../../features/payouts/payouts-history";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { AnswerNotice } from "../../ui/answer-notice";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/payouts";

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
  return payOut(args, await args.request.formData());
}

export default function AdminPayouts({ loaderData: { list, page, confirming } }: Route.ComponentProps) {
  const { t } = useTranslation("payouts");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const [dialog, setDialog] = useState<PayChoice | null>(null);
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
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("admin.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("admin.intro")}</p>
      </div>
      <AnswerNotice answer={answer} ref={notice} />
      <OwedSection owed={list.owed} confirming={confirming} onPay={setDialog} />
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

      <PayDialog choice={dialog} owed={list.owed} onClose={() => setDialog(null)} />
    </div>
  );
}
