import type { AdminProviderDetail } from "@kursove/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { apiGet, callApi } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";
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
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const intent = form.get("intent") === "reject" ? "reject" : "approve";
  const result = await callApi(
    args.context,
    args.request,
    `/admin/providers/${encodeURIComponent(args.params.id)}/${intent}`,
    {
      method: "POST",
      locale,
      ...(intent === "reject" ? { body: { reason: String(form.get("reason") ?? "") } } : {}),
    },
  );
  if (result.ok) return { intent, ok: true as const };
  return { intent, ok: false as const, message: result.error.message, errors: result.error.errors ?? {} };
}

export default function AdminProvider({ loaderData: { provider: p } }: Route.ComponentProps) {
  const { t } = useTranslation("provider");
  const { to, locale } = useLocale();
  const message = useFieldMessage();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [rejecting, setRejecting] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (answer?.ok) {
      toast.success(t(answer.intent === "approve" ? "admin.approvedToast" : "admin.rejectedToast"));
      setRejecting(false);
    } else if (answer && !answer.errors.reason) toast.error(answer.message);
  }, [answer, t]);
  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);
  const date = (iso: string | null) =>
    iso ? formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" }) : "—";
  const reasonErrors = answer && !answer.ok ? answer.errors.reason : undefined;
  const busy = navigation.state !== "idle";
  const groups: [string, [string, string][]][] = [
    [
      "company",
      [
        ["company_name", p.company_name],
        ["company_owner", p.company_owner],
        ["vat_id", p.vat_id],
      ],
    ],
    [
      "contact",
      [
        ["contact_first_name", p.contact_first_name],
        ["contact_last_name", p.contact_last_name],
        ["phone", p.phone],
        ["email", p.email],
        ["website", p.website],
        ["address", p.address],
        ["city_id", p.city ?? ""],
      ],
    ],
    [
      "payout",
      [
        ["iban", p.iban],
        ["account_holder", p.account_holder],
      ],
    ],
    [
      "profile",
      [
        ["punchline", p.punchline],
        ["welcome_text", p.welcome_text],
        ["description", p.description],
      ],
    ],
  ];
  return (
    <div className="space-y-6">
      <Link
        to={to(`/admin/providers${p.status === "pending" ? "" : `?status=${p.status}`}`)}
        className="text-sm font-semibold text-primary hover:underline"
      >
        ← {t("admin.backToList")}
      </Link>
      <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
        {p.logo && (
          <img
            src={p.logo}
            alt=""
            width={80}
            height={80}
            className="h-20 w-20 rounded-2xl border border-stone-200 object-contain"
          />
        )}
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-2xl font-extrabold text-dark">{p.company_name}</h2>
          <p className="text-stone-600">
            {p.owner_name} · {p.owner_email}
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {t("admin.submitted")}: {date(p.submitted_at)}
          </p>
        </div>
        <p
          role="status"
          className={`self-start rounded-full px-3 py-1 text-sm font-semibold ${p.status === "approved" ? "bg-green-100 text-green-900" : p.status === "rejected" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-950"}`}
        >
          {t(`admin.status.${p.status}`)}
        </p>
      </div>

      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap gap-3">
          {(p.status === "pending" || p.status === "rejected") && (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="approve"
                disabled={busy}
                className="h-11 rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800 disabled:opacity-70"
              >
                {t("admin.approve")}
              </button>
            </Form>
          )}
          {p.status === "pending" && (
            <button
              type="button"
              aria-expanded={rejecting}
              aria-controls="reject-form"
              onClick={() => setRejecting((v) => !v)}
              className={buttonVariants({ variant: "dangerOutline", className: "text-base" })}
            >
              {t("admin.reject")}
            </button>
          )}
          <Link
            to={to(`/provider/${p.slug}`)}
            className="inline-flex h-11 items-center rounded-lg px-3 font-semibold text-primary hover:underline"
          >
            {t("admin.seePage")}
          </Link>
        </div>
        {p.status === "pending" && (
          <Form
            method="post"
            id="reject-form"
            hidden={!rejecting}
            className="mt-4 space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
          >
            <label htmlFor="reject-reason" className="block text-sm font-semibold text-stone-800">
              {t("admin.reason")}
              <span className="text-red-700" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
            <textarea
              ref={reasonRef}
              id="reject-reason"
              name="reason"
              rows={4}
              required
              maxLength={1000}
              aria-invalid={!!reasonErrors || undefined}
              aria-describedby={reasonErrors ? "reject-reason-error" : "reject-reason-hint"}
              className="w-full rounded-lg border border-stone-300 bg-white p-3"
            />
            {reasonErrors ? (
              <p id="reject-reason-error" className="text-sm text-red-700">
                {reasonErrors.map(message).join(" ")}
              </p>
            ) : (
              <p id="reject-reason-hint" className="text-xs text-stone-600">
                {t("admin.reasonHint")}
              </p>
            )}
            <div className="flex gap-2">
              <button
                type="submit"
                name="intent"
                value="reject"
                disabled={busy}
                className={buttonVariants({ variant: "danger", className: "text-base" })}
              >
                {t("admin.confirmReject")}
              </button>
              <button
                type="button"
                onClick={() => setRejecting(false)}
                className={buttonVariants({ variant: "secondary", className: "text-base" })}
              >
                {t("admin.cancel")}
              </button>
            </div>
          </Form>
        )}
      </div>

      <section
        aria-labelledby="decision-heading"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h3 id="decision-heading" className="font-bold text-dark">
          {t("admin.history")}
        </h3>
        <ul className="mt-2 space-y-1 text-stone-700">
          <li>
            {t("admin.submitted")}: {date(p.submitted_at)}
          </li>
          {p.decision && (
            <li>
              {t("admin.lastDecision", {
                date: date(p.decision.decided_at),
                name: p.decision.decided_by?.name ?? "—",
              })}
              {p.decision.rejection_reason && (
                <span className="block text-sm">
                  {t("become.reason")}: {p.decision.rejection_reason}
                </span>
              )}
            </li>
          )}
          {p.approved_at && (
            <li>
              {t("admin.approvedAt")}: {date(p.approved_at)}
            </li>
          )}
          <li>
            {t("admin.courses", {
              total: p.courses.total,
              approved: p.courses.approved,
              inReview: p.courses.in_review,
            })}
          </li>
        </ul>
      </section>

      {groups.map(([key, rows]) => (
        <section
          key={key}
          aria-labelledby={`g-${key}`}
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h3 id={`g-${key}`} className="font-bold text-dark">
            {t(`become.steps.${key}`)}
          </h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {rows.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-sm font-semibold text-stone-600">{t(`fields.${name}`)}</dt>
                <dd className="whitespace-pre-line break-words text-stone-900">{value || "—"}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
