import type { ApprovalDecision } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

const reviewPath = (d: ApprovalDecision) =>
  d.kind === "provider"
    ? `/admin/providers/${d.subject.id}`
    : d.kind === "course"
      ? `/admin/courses/${d.subject.id}`
      : `/admin/course-revisions/${d.subject.id}`;

function DecisionBadge({ decision }: { decision: ApprovalDecision["decision"] }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${decision === "approved" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"}`}
    >
      {t(`approvals.decision.${decision}`)}
    </span>
  );
}

/** Who decided what and when, newest first: a table on wide screens, cards on phones. */
export function DecisionHistory({ decisions }: { decisions: ApprovalDecision[] }) {
  const { t } = useTranslation("admin");
  const { locale, to } = useLocale();
  if (decisions.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-sm text-stone-700">
        {t("approvals.history.empty")}
      </p>
    );
  const when = (iso: string) => (
    <time dateTime={iso}>{formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" })}</time>
  );
  const who = (d: ApprovalDecision) => d.decided_by?.name || t("approvals.history.unknown");
  const subject = (d: ApprovalDecision) => (
    <Link to={to(reviewPath(d))} className="break-words font-semibold text-primary hover:underline">
      {d.subject.name}
    </Link>
  );
  const th = "px-4 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-stone-600";
  const td = "px-4 py-3 align-top text-sm text-stone-800";
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-stone-200">
          <thead className="bg-stone-50">
            <tr>
              {(["when", "kind", "subject", "decision", "by", "note"] as const).map((c) => (
                <th key={c} scope="col" className={th}>
                  {t(`approvals.history.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {decisions.map((d) => (
              <tr key={`${d.kind}-${d.subject.id}`}>
                <td className={`${td} whitespace-nowrap`}>{when(d.decided_at)}</td>
                <td className={td}>{t(`approvals.kind.${d.kind}`)}</td>
                <td className={td}>{subject(d)}</td>
                <td className={td}>
                  <DecisionBadge decision={d.decision} />
                </td>
                <td className={td}>{who(d)}</td>
                <td className={`${td} max-w-xs break-words`}>{d.note ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {decisions.map((d) => (
          <li
            key={`${d.kind}-${d.subject.id}`}
            className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-xs font-semibold uppercase tracking-wide text-stone-600">
                {t(`approvals.kind.${d.kind}`)}
              </span>
              <DecisionBadge decision={d.decision} />
            </div>
            <p className="mt-1">{subject(d)}</p>
            <p className="mt-1 text-sm text-stone-700">
              {who(d)} · {when(d.decided_at)}
            </p>
            {d.note && <p className="mt-2 break-words text-sm text-stone-800">{d.note}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
