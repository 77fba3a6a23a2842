import { type ActionFunctionArgs, redirect } from "react-router";
import { callApi } from "../../lib/api.server";
import { localeOfPath, localizePath } from "../../lib/locale";
import type { EditorCourse, FieldErrors } from "./course-form";

/** What an action of the editor's head answers; `errors` name the sections a review refused. */
export type EditorAnswer = { ok: boolean; intent: string; message?: string; errors?: FieldErrors };

/** Submits the course for review, duplicates or deletes it, or withdraws an approved course's changes. */
export async function actOnCourse(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  courseId: string,
  intent: string,
): Promise<EditorAnswer> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const base = `/provider/courses/${courseId}`;
  const call = <T>(path: string, method: string) =>
    callApi<T>(args.context, args.request, path, { method, locale });
  if (intent === "duplicate") {
    const copy = await call<EditorCourse>(`${base}/duplicate`, "POST");
    if (copy.ok) throw redirect(localizePath(`/dashboard/courses/${copy.data.id}?copied=1`, locale));
    return { ok: false, intent, message: copy.error.message };
  }
  if (intent === "delete") {
    const gone = await call(base, "DELETE");
    if (gone.ok) throw redirect(localizePath("/dashboard/courses?deleted=1", locale));
    return { ok: false, intent, message: gone.error.message };
  }
  const path = intent === "withdraw" ? `${base}/revision` : `${base}/submit`;
  const result = await call(path, intent === "withdraw" ? "DELETE" : "POST");
  if (result.ok) return { ok: true, intent };
  return {
    ok: false,
    intent,
    message: result.error.message,
    ...(result.error.errors ? { errors: result.error.errors } : {}),
  };
}
