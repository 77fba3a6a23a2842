import type { Locale } from "@kursove/i18n/locale";
import { callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import {
  bookingFromForm,
  courseBody,
  type EditorCourse,
  type FieldErrors,
  formValues,
  generalFromForm,
} from "./course-form";
import { modulesFromForm, slotsFromForm } from "./programme-form";

type Args = {
  request: Request;
  params: { id?: string };
  context: { apiFetch?: typeof fetch; apiBase?: string };
};

/** The answer of a section's action: for the toast, the autosave status and the fields' messages. */
export type SaveAnswer = {
  ok: boolean;
  autosave: boolean;
  savedAt?: string;
  message?: string;
  errors?: FieldErrors;
  values?: Record<string, string | string[]>;
  course?: EditorCourse;
};

export type Section = "general" | "booking" | "programme" | "slots";

/** Saves one section of the editor through the API; the rest of the course is sent as it is now. */
export async function saveSection(args: Args, section: Section): Promise<SaveAnswer> {
  await guard(args, ["provider", "locale"]);
  const locale: Locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const autosave = form.get("intent") === "autosave";
  const id = args.params.id ?? "";
  const values = section === "general" || section === "booking" ? formValues(form) : undefined;
  const refuse = (errors: FieldErrors, message?: string): SaveAnswer => ({
    ok: false,
    autosave,
    errors,
    ...(message ? { message } : {}),
    ...(values ? { values } : {}),
  });
  let path = `/provider/courses/${id}`;
  let body: unknown;
  if (section === "general" || section === "booking") {
    const current = await callApi<EditorCourse>(args.context, args.request, path, { locale });
    if (!current.ok) return refuse({}, current.error.message);
    if (section === "general") body = { ...courseBody(current.data), ...generalFromForm(form) };
    else {
      const booking = bookingFromForm(form);
      if (Object.keys(booking.errors).length > 0) return refuse(booking.errors);
      body = { ...courseBody(current.data), ...booking.values };
    }
  } else if (section === "programme") {
    path += "/modules";
    body = modulesFromForm(form);
  } else {
    path += "/slots";
    body = slotsFromForm(form);
  }
  const result = await callApi<EditorCourse>(args.context, args.request, path, {
    method: "PUT",
    body,
    locale,
  });
  if (!result.ok) return refuse(result.error.errors ?? {}, result.error.message);
  return { ok: true, autosave, savedAt: new Date().toISOString(), course: result.data };
}
