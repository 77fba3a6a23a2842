import type { ProviderCertificateRow } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { hasAttendedEverySession } from "./provider-certificate-table";

/**
 * The learners of this page who attended every session held and have no certificate yet, ticked, to
 * confirm completion together (CERT-ATTENDANCE); nothing when there are none.
 */
export function AttendanceSuggestions({ rows, isBusy }: { rows: ProviderCertificateRow[]; isBusy: boolean }) {
  const { t } = useTranslation("certificates");
  const suggested = rows.filter((row) => !row.certificate && hasAttendedEverySession(row));
  if (suggested.length === 0) return null;
  return (
    <Form method="post" className="rounded-2xl border border-green-200 bg-green-50 p-4 sm:p-5">
      <fieldset className="space-y-3">
        <legend className="font-bold text-dark">{t("attendance.suggestTitle")}</legend>
        <p className="text-sm text-stone-700">{t("attendance.suggestIntro")}</p>
        <ul className="space-y-1">
          {suggested.map((row) => (
            <li key={row.order_item_id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  name="order_item_id"
                  value={row.order_item_id}
                  defaultChecked
                  className="size-5 accent-primary"
                />
                <span>
                  <span className="font-semibold text-dark">{row.learner.name || row.learner.email}</span>
                  {" · "}
                  {row.course.title}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button
        type="submit"
        name="intent"
        value="issue-many"
        className="mt-3"
        disabled={isBusy}
        aria-busy={isBusy}
      >
        {t("attendance.suggestConfirm")}
      </Button>
    </Form>
  );
}
