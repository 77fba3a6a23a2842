import type { ApprovalDecision } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";

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
  const header = (c: "when" | "kind" | "subject" | "decision" | "by" | "note") => t(`approvals.history.${c}`);
  return (
    <DataTable
      caption={t("approvals.history.title")}
      phone="cards-md"
      rows={decisions}
      rowKey={(d) => `${d.kind}-${d.subject.id}`}
      columns={[
        {
          key: "when",
          header: header("when"),
          className: "whitespace-nowrap",
          cell: (d) => when(d.decided_at),
        },
        { key: "kind", header: header("kind"), cell: (d) => t(`approvals.kind.${d.kind}`) },
        { key: "subject", header: header("subject"), cell: subject },
        { key: "decision", header: header("decision"), cell: (d) => <DecisionBadge decision={d.decision} /> },
        { key: "by", header: header("by"), cell: who },
        { key: "note", header: header("note"), className: "max-w-xs break-words", cell: (d) => d.note ?? "" },
      ]}
      card={{
        body: (d) => (
          <>
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
          </>
        ),
      }}
    />
  );
}
