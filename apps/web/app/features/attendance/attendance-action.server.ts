import type { SessionAttendance } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import { apiGet, callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { uuidPattern } from "../../lib/uuid";
import { markField } from "./attendance-form";

/** Who marks a session's attendance, and the API of their sessions' attendance. */
const apiPaths = {
  provider: (id: string) => `/provider/sessions/${id}/attendance`,
  lector: (id: string) => `/lector/sessions/${id}/attendance`,
};
type Marker = keyof typeof apiPaths;

/** The session of the route's `sessionId` for a provider's or a lector's marking page (CERT-ATTENDANCE). */
async function sessionOf(args: LoaderFunctionArgs | ActionFunctionArgs, marker: Marker) {
  await guard(args, [marker, "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const id = args.params.sessionId ?? "";
  if (!uuidPattern.test(id)) throw new Response("Not found", { status: 404 });
  return { locale, apiPath: apiPaths[marker](id) };
}

/** The loader of a session's marking page: its paid places and their marks. */
export async function loadSessionAttendance(args: LoaderFunctionArgs, marker: Marker) {
  const { locale, apiPath } = await sessionOf(args, marker);
  const attendance = await apiGet<SessionAttendance>(args.context, args.request, apiPath, locale);
  return { attendance, title: i18nFor(locale).t("certificates:attendance.title") };
}

/** The action of a session's marking page: saves the form (saveAttendanceForm). */
export async function saveSessionAttendance(args: ActionFunctionArgs, marker: Marker) {
  const { locale, apiPath } = await sessionOf(args, marker);
  return saveAttendanceForm(args.context, args.request, { apiPath, locale });
}

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
