import type { adminCourseSummary, adminRevisionSummary } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

/** The queue's tabs, in review first. */
export const courseQueueTabs = ["in_review", "changes", "approved", "rejected", "draft", "deleted"] as const;
export type CourseQueueTab = (typeof courseQueueTabs)[number];
export type CourseRow = z.infer<typeof adminCourseSummary> & { submitted_at?: string | null };
export type RevisionRow = z.infer<typeof adminRevisionSummary>;
/** A page of the queue: courses in a state, or pending changes (which may fail to load). */
export type QueueListing =
  | { kind: "courses"; rows: CourseRow[]; last_page: number; total: number | null; failed: false }
  | { kind: "changes"; rows: RevisionRow[]; last_page: number; total: number | null; failed: boolean };

const rowClass =
  "flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 hover:border-primary hover:shadow-sm focus-visible:outline-2 focus-visible:outline-primary sm:flex-row sm:items-center sm:justify-between";

/** "Submitted: 3 Mar 2026", or nothing without a date. */
function When({ iso, label }: { iso: string | null | undefined; label: string }) {
  const { locale } = useLocale();
  return iso ? (
    <>
      {label}: <time dateTime={iso}>{formatDate(iso, locale, { dateStyle: "medium" })}</time>
    </>
  ) : null;
}

/** The queue's states as tabs; the current one shows how many it holds. */
export function CourseQueueTabs({ status, total }: { status: CourseQueueTab; total: number | null }) {
  const { t } = useTranslation("review");
  const { to } = useLocale();
  return (
    <nav aria-label={t("tabsLabel")} className="mt-5">
      <ul className="flex gap-1 relative overflow-x-auto border-b border-stone-200">
        {courseQueueTabs.map((s) => (
          <li key={s}>
            <Link
              to={`${to("/admin/courses")}${s === "in_review" ? "" : `?status=${s}`}`}
              aria-current={s === status ? "page" : undefined}
              className={`block whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold ${s === status ? "border-dark text-dark" : "border-transparent text-stone-600 hover:text-dark"}`}
            >
              {t(`tabs.${s}`)}
              {s === status && total !== null && (
                <span className="ml-1.5 rounded-full bg-stone-100 px-2 py-0.5 text-xs">{total}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The pending changes to approved courses, each opening its comparison. */
export function RevisionRows({ rows }: { rows: RevisionRow[] }) {
  const { t } = useTranslation("review");
  const { to } = useLocale();
  return (
    <ul className="mt-6 space-y-3">
      {rows.map((r) => (
        <li key={r.id}>
          <Link to={to(`/admin/course-revisions/${r.id}`)} className={rowClass}>
            <span className="min-w-0">
              <span className="block break-words font-semibold text-dark">{r.course_title}</span>
              <span className="block text-sm text-stone-600">{r.provider_name}</span>
            </span>
            <span className="shrink-0 text-sm text-stone-600">
              <When iso={r.submitted_at} label={t("submitted")} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Courses in one state; in review they show when they were sent, otherwise when last changed. */
export function CourseRows({ rows, status }: { rows: CourseRow[]; status: CourseQueueTab }) {
  const { t } = useTranslation("review");
  const { to } = useLocale();
  return (
    <ul className="mt-6 space-y-3">
      {rows.map((c) => (
        <li key={c.id}>
          <Link to={to(`/admin/courses/${c.id}`)} className={rowClass}>
            <span className="min-w-0">
              <span className="block break-words font-semibold text-dark">{c.title}</span>
              <span className="block text-sm text-stone-600">{c.provider_name}</span>
              {c.provider_status !== "approved" && (
                <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                  {t("providerNotApprovedShort")}
                </span>
              )}
            </span>
            <span className="shrink-0 text-sm text-stone-600">
              {status === "in_review" ? (
                <When iso={c.submitted_at ?? c.updated_at} label={t("submitted")} />
              ) : (
                <When iso={c.updated_at} label={t("updated")} />
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
