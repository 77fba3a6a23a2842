import { type ActionFunctionArgs, redirect } from "react-router";
import { callApi } from "../../lib/api.server";
import { localeOfPath, localizePath } from "../../lib/locale";

/** Duplicates one of the provider's courses (then opens the copy) or deletes it. */
export async function duplicateOrDeleteCourse(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  form: FormData,
) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const id = String(form.get("id") ?? "");
  if (form.get("intent") === "duplicate") {
    const copy = await callApi<{ id: string }>(
      args.context,
      args.request,
      `/provider/courses/${id}/duplicate`,
      {
        method: "POST",
        locale,
      },
    );
    if (copy.ok) throw redirect(localizePath(`/dashboard/courses/${copy.data.id}?copied=1`, locale));
    return { ok: false, message: copy.error.message };
  }
  const gone = await callApi(args.context, args.request, `/provider/courses/${id}`, {
    method: "DELETE",
    locale,
  });
  return gone.ok ? { ok: true, message: "" } : { ok: false, message: gone.error.message };
}
