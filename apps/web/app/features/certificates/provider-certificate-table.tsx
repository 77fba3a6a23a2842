import type { ProviderCertificateRow } from "@kursove/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { type Column, DataTable } from "../../ui/data-table";
import { controlClass } from "../../ui/field";

/**
 * The places of the provider's certification courses: learner, course, order and the certificate's state,
 * with Confirm completion for a place without one and Revoke (asking the reason first) for a valid one.
 */
export function ProviderCertificateTable({
  rows,
  busy,
  pagination,
}: {
  rows: ProviderCertificateRow[];
  /** the form being submitted, to mark its button busy */
  busy: FormData | undefined;
  pagination: { page: number; totalPages: number };
}) {
  const { t } = useTranslation("certificates");
  const { to } = useLocale();
  const learnerOf = (row: ProviderCertificateRow) => row.learner.name || row.learner.email;
  const columns: Column<ProviderCertificateRow>[] = [
    {
      key: "learner",
      header: t("dashboard.learner"),
      isRowHeader: true,
      cell: (row) => (
        <>
          <span className="font-semibold text-dark">{learnerOf(row)}</span>
          <span className="block break-all text-sm text-stone-600">{row.learner.email}</span>
        </>
      ),
    },
    {
      key: "course",
      header: t("dashboard.course"),
      cell: (row) => (
        <Link to={to(`/courses/${row.course.slug}`)} className="hover:text-primary hover:underline">
          {row.course.title}
        </Link>
      ),
    },
    {
      key: "order",
      header: t("dashboard.order"),
      className: "whitespace-nowrap",
      cell: (row) => <span className="font-mono">{row.order_number}</span>,
    },
    {
      key: "attendance",
      header: t("attendance.column"),
      cell: (row) => <AttendanceCell row={row} />,
    },
    {
      key: "certificate",
      header: t("dashboard.certificate"),
      cell: (row) => <CertificateCell row={row} busy={busy} learner={learnerOf(row)} />,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.order_item_id}
      caption={t("dashboard.caption")}
      phone="cards-md"
      pagination={pagination}
      empty={
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("dashboard.empty")}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("dashboard.emptyHint")}</p>
        </div>
      }
    />
  );
}

/** Whether a place's learner was marked present at every session held so far (CERT-ATTENDANCE). */
export const hasAttendedEverySession = (row: ProviderCertificateRow) =>
  !!row.attendance && row.attendance.held > 0 && row.attendance.attended >= row.attendance.held;

/** Attended X of Y sessions held; nothing to count for a course without sessions. */
function AttendanceCell({ row }: { row: ProviderCertificateRow }) {
  const { t } = useTranslation("certificates");
  const attendance = row.attendance;
  if (!attendance) return <span className="text-sm text-stone-600">{t("attendance.noSessions")}</span>;
  if (attendance.held === 0)
    return <span className="text-sm text-stone-600">{t("attendance.noneHeld")}</span>;
  return (
    <div className="space-y-1 text-sm">
      <p>{t("attendance.attended", { attended: attendance.attended, held: attendance.held })}</p>
      {hasAttendedEverySession(row) && (
        <span className="inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
          {t("attendance.everySession")}
        </span>
      )}
    </div>
  );
}

/** A place's certificate: Confirm completion without one, its code, dates and Revoke with one. */
function CertificateCell({
  row,
  busy,
  learner,
}: {
  row: ProviderCertificateRow;
  busy: FormData | undefined;
  learner: string;
}) {
  const { t } = useTranslation("certificates");
  const { locale, to } = useLocale();
  // the table and the phone cards both draw this cell: each copy gets its own field id
  const reasonId = useId();
  const names = { learner, course: row.course.title };
  const certificate = row.certificate;
  if (!certificate) {
    const isBusy = busy?.get("order_item_id") === row.order_item_id;
    // the provider decides: a learner missing from a held session may still be confirmed, with a warning
    const isMissing = !!row.attendance && row.attendance.held > 0 && !hasAttendedEverySession(row);
    return (
      <div className="space-y-2">
        <p className="text-sm text-stone-600">{t("dashboard.notIssued")}</p>
        {isMissing && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("attendance.missing")}</p>
        )}
        <Form method="post">
          <input type="hidden" name="order_item_id" value={row.order_item_id} />
          <button
            type="submit"
            name="intent"
            value="issue"
            disabled={isBusy}
            aria-busy={isBusy}
            aria-label={t("dashboard.issueNamed", names)}
            className={buttonVariants({ variant: "primary", size: "sm" })}
          >
            {t("dashboard.issue")}
          </button>
        </Form>
      </div>
    );
  }
  const isBusy = busy?.get("code") === certificate.code;
  return (
    <div className="space-y-2 text-sm">
      <p>
        <Link to={to(`/certificates/${certificate.code}`)} className="font-mono text-primary hover:underline">
          {certificate.code}
        </Link>
      </p>
      <p className="text-stone-700">
        {t("dashboard.issuedAt", { date: formatDate(certificate.issued_at, locale) })}
      </p>
      {certificate.revoked_at ? (
        <p className="font-semibold text-red-800">
          {t("dashboard.revokedAt", { date: formatDate(certificate.revoked_at, locale) })}
          {certificate.revoke_reason && (
            <span className="block font-normal text-stone-700">
              {t("dashboard.reason")}: {certificate.revoke_reason}
            </span>
          )}
        </p>
      ) : (
        <details>
          <summary
            aria-label={t("dashboard.revokeNamed", names)}
            className={buttonVariants({ variant: "secondary", size: "sm", className: "cursor-pointer" })}
          >
            {t("dashboard.revoke")}
          </summary>
          <Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="code" value={certificate.code} />
            <label htmlFor={reasonId} className="block font-semibold text-stone-700">
              {t("dashboard.revokeReason")}
            </label>
            <textarea
              id={reasonId}
              name="reason"
              required
              minLength={3}
              maxLength={500}
              rows={2}
              className={controlClass(false)}
            />
            <button
              type="submit"
              name="intent"
              value="revoke"
              disabled={isBusy}
              aria-busy={isBusy}
              className={buttonVariants({ variant: "danger", size: "sm" })}
            >
              {t("dashboard.revokeConfirm")}
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
