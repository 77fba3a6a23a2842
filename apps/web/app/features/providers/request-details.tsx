import type { AdminProviderDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { requestFieldValue, requestGroups } from "./request-groups";

/** The colours of a request's state; anything not decided yet reads as pending. */
const statusClass = (status: string) =>
  status === "approved"
    ? "bg-green-100 text-green-900"
    : status === "rejected"
      ? "bg-red-100 text-red-900"
      : "bg-amber-100 text-amber-950";

function useDateTime() {
  const { locale } = useLocale();
  return (iso: string | null) =>
    iso ? formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" }) : "—";
}

/** The head of a provider request for an admin: logo, company, owner, when sent and its state. */
export function RequestHead({ provider: p }: { provider: AdminProviderDetail }) {
  const { t } = useTranslation("provider");
  const date = useDateTime();
  return (
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
        className={`self-start rounded-full px-3 py-1 text-sm font-semibold ${statusClass(p.status)}`}
      >
        {t(`admin.status.${p.status}`)}
      </p>
    </div>
  );
}

/** The request's history (sent, last decision, approval, its courses) and every field it holds. */
export function RequestDetails({ provider: p }: { provider: AdminProviderDetail }) {
  const { t } = useTranslation("provider");
  const date = useDateTime();
  return (
    <>
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
      {requestGroups.map(({ key, fields }) => (
        <section
          key={key}
          aria-labelledby={`g-${key}`}
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <h3 id={`g-${key}`} className="font-bold text-dark">
            {t(`become.steps.${key}`)}
          </h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {fields.map((name) => (
              <div key={name} className="contents">
                <dt className="text-sm font-semibold text-stone-600">{t(`fields.${name}`)}</dt>
                <dd className="whitespace-pre-line break-words text-stone-900">
                  {requestFieldValue(p, name) || "—"}
                </dd>
              </div>
            ))}
            {key === "company" && (
              <div className="contents">
                <dt className="text-sm font-semibold text-stone-600">{t("fields.vat_registered")}</dt>
                <dd className="text-stone-900">
                  {t(p.vat_registered ? "fields.vatRegisteredYes" : "fields.vatRegisteredNo")}
                </dd>
              </div>
            )}
          </dl>
        </section>
      ))}
    </>
  );
}
