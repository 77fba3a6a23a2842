import type { CommissionOverview } from "@kursove/contracts";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { type CommissionAnswer, CommissionForm } from "../../features/commission/commission-form";
import {
  HistoryTable,
  ProvidersTable,
  type ScheduledChange,
  scheduledChanges,
} from "../../features/commission/commission-tables";
import { formatPercent } from "../../features/commission/format";
import { apiGet, callApi } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ConfirmLink, useHrefWith } from "../../ui/confirm-link";
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
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  if (text("intent") === "cancel") {
    const id = text("id");
    const result = uuidPattern.test(id)
      ? await callApi(args.context, args.request, `/admin/commission/${id}`, { method: "DELETE", locale })
      : null;
    if (result?.ok)
      return {
        form: "cancel",
        ok: true,
        message: t("admin:commission.scheduled.canceled"),
        errors: {},
        values: {},
      };
    const message = result && !result.ok ? result.error.message : t("admin:failed");
    return { form: "cancel", ok: false, message: message || t("admin:failed"), errors: {}, values: {} };
  }
  const kind = text("intent") === "provider" ? "provider" : "default";
  const values = {
    provider_id: text("provider_id"),
    rate: text("rate"),
    effective_from: text("effective_from"),
    note: text("note"),
  };
  if (kind === "provider" && !uuidPattern.test(values.provider_id)) {
    const message = t("admin:commission.providerRequired");
    return { form: kind, ok: false, message, errors: { provider_id: [message] }, values };
  }
  const rate = values.rate.trim().replace(",", ".");
  const result = await callApi(args.context, args.request, "/admin/commission", {
    method: "POST",
    locale,
    body: {
      provider_id: kind === "provider" ? values.provider_id : null,
      // an empty or malformed rate goes as such, so the API names the field's error
      rate: rate === "" ? undefined : Number(rate),
      effective_from: values.effective_from,
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    },
  });
  if (result.ok)
    return { form: kind, ok: true, message: t("admin:commission.saved"), errors: {}, values: {} };
  return {
    form: kind,
    ok: false,
    message: result.error.message || t("admin:failed"),
    errors: result.error.errors ?? {},
    values,
  };
}

export default function AdminCommission({ loaderData: { data, today, confirming } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  const answer = useActionData<typeof action>();
  const [dialog, setDialog] = useState<ScheduledChange | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const canceled = answer?.form === "cancel" ? answer : undefined;
  useEffect(() => {
    if (!canceled) return;
    setDialog(null);
    notice.current?.focus();
  }, [canceled]);
  const scheduled = scheduledChanges(data, t("commission.platform"));
  const inline = scheduled.find((s) => s.id === confirming);
  const day = (iso: string) => formatDate(iso, locale, { dateStyle: "medium" });
  const card = "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm";
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

      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="commission-default" className={card}>
          <h3 id="commission-default" className="text-lg font-bold text-dark">
            {t("commission.default.title")}
          </h3>
          <p className="mt-2 text-sm text-stone-600">{t("commission.default.current")}</p>
          <p className="text-3xl font-extrabold text-dark tabular-nums">
            {formatPercent(data.default.rate, locale)}
          </p>
          {data.default.effective_from && (
            <p className="text-sm text-stone-600">
              {t("commission.default.since", { date: day(data.default.effective_from) })}
            </p>
          )}
          <p className="mt-2 text-sm text-stone-700">{t("commission.default.hint")}</p>
          <div className="mt-5 border-t border-stone-100 pt-5">
            <CommissionForm kind="default" today={today} answer={answer} />
          </div>
        </section>
        <section aria-labelledby="commission-provider" className={card}>
          <h3 id="commission-provider" className="text-lg font-bold text-dark">
            {t("commission.provider.title")}
          </h3>
          <p className="mt-2 text-sm text-stone-700">{t("commission.provider.hint")}</p>
          <div className="mt-5 border-t border-stone-100 pt-5">
            <CommissionForm kind="provider" today={today} providers={data.providers} answer={answer} />
          </div>
        </section>
      </div>

      <section aria-labelledby="commission-scheduled" className="space-y-3">
        <h3 id="commission-scheduled" className="text-lg font-bold text-dark">
          {t("commission.scheduled.title")}
        </h3>
        {scheduled.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-sm text-stone-700">
            {t("commission.scheduled.empty")}
          </p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
            {scheduled.map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="text-sm text-stone-800">
                  <span className="font-semibold text-dark">{s.who}</span>:{" "}
                  {t("commission.scheduled.from", {
                    rate: formatPercent(s.rate, locale),
                    date: day(s.effective_from),
                  })}
                </p>
                {inline?.id === s.id ? (
                  <div className="rounded-lg border border-stone-200 bg-stone-50 p-3">
                    <CancelQuestion change={s} />
                    <div className="mt-3 flex flex-wrap gap-2">
                      <CancelForm change={s} />
                      <BackLink />
                    </div>
                  </div>
                ) : (
                  <ConfirmLink
                    params={{ cancel: s.id }}
                    onOpen={() => setDialog(s)}
                    className={buttonVariants({ variant: "dangerOutline" })}
                  >
                    {t("commission.scheduled.cancel")}
                    <span className="sr-only">
                      : {s.who}, {formatPercent(s.rate, locale)}, {day(s.effective_from)}
                    </span>
                  </ConfirmLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

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

      <ConfirmDialog
        open={dialog !== null}
        title={t("commission.scheduled.cancelTitle")}
        cancelLabel={t("back")}
        onCancel={() => setDialog(null)}
        actions={dialog && <CancelForm change={dialog} />}
      >
        {dialog && <CancelQuestion change={dialog} />}
      </ConfirmDialog>
    </div>
  );
}

function CancelQuestion({ change }: { change: ScheduledChange }) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  return (
    <p className="text-sm text-stone-800">
      {t("commission.scheduled.cancelQuestion", {
        who: change.who,
        rate: formatPercent(change.rate, locale),
        date: formatDate(change.effective_from, locale, { dateStyle: "medium" }),
      })}
    </p>
  );
}

function CancelForm({ change }: { change: ScheduledChange }) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const action = useHrefWith({ cancel: null });
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === change.id;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="id" value={change.id} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: "danger" })}
      >
        {t("commission.scheduled.confirmCancel")}
      </button>
    </Form>
  );
}

function BackLink() {
  const { t } = useTranslation("admin");
  const href = useHrefWith({ cancel: null });
  return (
    <Link to={href} preventScrollReset className={buttonVariants({ variant: "secondary" })}>
      {t("back")}
    </Link>
  );
}
