import type { CommissionOverview } from "@kursove/contracts";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { saveCommission } from "../../features/commission/commission.server";
import type { CommissionAnswer } from "../../features/commission/commission-form";
import { HistoryTable, ProvidersTable, scheduledChanges } from "../../features/commission/commission-tables";
import { RateForms } from "../../features/commission/rate-forms";
import { ScheduledChanges } from "../../features/commission/scheduled-changes";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import type { Route } from "./+types/commission";

/** The platform's commission: the default, each provider's own rate, scheduled changes, history. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const data = await apiGet<CommissionOverview>(args.context, args.request, "/admin/commission", locale);
  return { data, today: todayInSofia(), confirming: url.searchParams.get("cancel") };
}

/** Schedules a default or provider rate, or cancels a change not yet in force. */
export async function action(args: Route.ActionArgs): Promise<CommissionAnswer> {
  await guard(args, ["admin", "locale"]);
  return saveCommission(args, await args.request.formData());
}

export default function AdminCommission({ loaderData: { data, today, confirming } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const answer = useActionData<typeof action>();
  const notice = useRef<HTMLParagraphElement>(null);
  const canceled = answer?.form === "cancel" ? answer : undefined;
  useEffect(() => {
    if (canceled) notice.current?.focus();
  }, [canceled]);
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("commission.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("commission.intro")}</p>
        <p className="mt-3 max-w-3xl rounded-lg border border-sky-200 bg-secondary px-4 py-3 text-sm text-dark">
          {t("commission.keepsRate")}
        </p>
      </div>
      {canceled && (
        <p
          ref={notice}
          tabIndex={-1}
          role={canceled.ok ? "status" : "alert"}
          className={`rounded-lg px-4 py-3 text-sm font-medium focus:outline-2 focus:outline-primary ${canceled.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
        >
          {canceled.message}
        </p>
      )}
      <RateForms data={data} today={today} answer={answer} />
      <ScheduledChanges
        scheduled={scheduledChanges(data, t("commission.platform"))}
        confirming={confirming}
        canceled={canceled}
      />
      <section aria-labelledby="commission-providers" className="space-y-3">
        <h3 id="commission-providers" className="text-lg font-bold text-dark">
          {t("commission.providers.title")}
        </h3>
        <ProvidersTable providers={data.providers} />
      </section>
      <section aria-labelledby="commission-history" className="space-y-3">
        <div>
          <h3 id="commission-history" className="text-lg font-bold text-dark">
            {t("commission.history.title")}
          </h3>
          <p className="text-sm text-stone-600">{t("commission.history.intro")}</p>
        </div>
        <HistoryTable history={data.history} />
      </section>
    </div>
  );
}
