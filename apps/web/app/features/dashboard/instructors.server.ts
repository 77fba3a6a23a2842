import type { OwnInstructor, ProviderLectorLink } from "@kursove/contracts";
import type { ActionFunctionArgs } from "react-router";
import { callApi } from "../../lib/api.server";
import { localeOfPath } from "../../lib/locale";

type Args = Pick<ActionFunctionArgs, "request" | "context">;

/** What the instructor form's action answers; `errors` are the API's field errors. */
export type InstructorAnswer = {
  success: boolean;
  intent: string;
  error?: string;
  errors?: Record<string, string[]>;
  /** why a deletion was refused, in the page's language (its `error` stays empty, as the spec's call) */
  refusal?: string;
};

/** The provider's instructors and the accepted lectors an instructor may be linked to. */
export async function loadInstructors(args: Args) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const [result, links] = await Promise.all([
    callApi<OwnInstructor[]>(args.context, args.request, "/instructors", { locale }),
    callApi<ProviderLectorLink[]>(args.context, args.request, "/provider/lectors", { locale }),
  ]);
  const lectors = links.ok ? links.data.filter((l) => l.pivot.status === "accepted" && l.user_id) : [];
  // A failing list is swallowed; the page shows none
  return { instructors: result.ok ? result.data : [], lectors };
}

/** Adds, changes or removes an instructor (API-INSTRUCTOR-ADD, -EDIT, -DELETE); the photo goes as a file. */
export async function saveInstructor(args: Args, form: FormData): Promise<InstructorAnswer> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "delete") {
    const result = await callApi<OwnInstructor[]>(args.context, args.request, `/instructors/${id}`, {
      method: "DELETE",
      locale,
    });
    if (result.ok) return { success: true, intent };
    return { success: false, intent, error: "", refusal: result.error.message };
  }
  const body = new FormData();
  for (const key of ["id", "name", "role", "order", "about", "lector_id"]) {
    const value = form.get(key);
    if (typeof value === "string" && !(key === "id" && !value)) body.set(key, value);
  }
  const image = form.get("image");
  if (image instanceof File && image.size > 0) body.set("image", image, image.name);
  const path = intent === "update" ? `/instructors/${id}` : "/instructors";
  const result = await callApi<OwnInstructor[]>(args.context, args.request, path, {
    method: "POST",
    body,
    locale,
  });
  if (result.ok) return { success: true, intent };
  return {
    success: false,
    intent,
    error: result.error.message,
    ...(result.error.errors ? { errors: result.error.errors } : {}),
  };
}
