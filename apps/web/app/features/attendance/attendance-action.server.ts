import type { SessionAttendance } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { AppLoadContext } from "react-router";
import { callApi } from "../../lib/api.server";
import { i18nFor } from "../../lib/i18n";
import { markField } from "./attendance-form";

/**
 * Saves a session's attendance form through the API (`apiPath`: the provider's or the lector's): each
 * chosen radio is a mark; "Everyone present" marks every place of the session present.
 */
export async function saveAttendanceForm(
  context: AppLoadContext,
  request: Request,
  options: { apiPath: string; locale: Locale },
): Promise<{ ok: boolean; message: string }> {
  const { t } = i18nFor(options.locale);
  const form = await request.formData();
  let marks: { order_item_id: string; present: boolean }[] = [];
  if (form.get("intent") === "all-present") {
    const current = await callApi<SessionAttendance>(context, request, options.apiPath, {
      locale: options.locale,
    });
    if (!current.ok)
      return { ok: false, message: current.error.message || t("certificates:attendance.failed") };
    marks = current.data.places.map((p) => ({ order_item_id: p.order_item_id, present: true }));
  } else {
    for (const [name, value] of form.entries()) {
      const id = name.startsWith("present:") ? name.slice("present:".length) : "";
      if (id && name === markField(id) && (value === "yes" || value === "no"))
        marks.push({ order_item_id: id, present: value === "yes" });
    }
  }
  if (marks.length === 0) return { ok: false, message: t("certificates:attendance.chooseOne") };
  const result = await callApi(context, request, options.apiPath, {
    method: "PUT",
    body: { marks },
    locale: options.locale,
  });
  if (!result.ok) return { ok: false, message: result.error.message || t("certificates:attendance.failed") };
  return { ok: true, message: t("certificates:attendance.saved") };
}
