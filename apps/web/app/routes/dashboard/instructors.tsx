import type { OwnInstructor as Instructor, ProviderLectorLink } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { PhotoCropper } from "../../features/dashboard/photo-cropper";
import { callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { useFieldMessage } from "../../ui/field";
import type { Route } from "./+types/instructors";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const [result, links] = await Promise.all([
    callApi<Instructor[]>(args.context, args.request, "/instructors", { locale }),
    callApi<ProviderLectorLink[]>(args.context, args.request, "/provider/lectors", { locale }),
  ]);
  // accepted lectors an instructor may be linked to
  const lectors = links.ok ? links.data.filter((l) => l.pivot.status === "accepted" && l.user_id) : [];
  // A failing list is swallowed; the page shows none
  return { instructors: result.ok ? result.data : [], lectors };
}

type Answer = { success: boolean; intent: string; error?: string; errors?: Record<string, string[]> };

/** Adds, changes or removes an instructor through the instructor calls (API-INSTRUCTOR-ADD, -EDIT, -DELETE); on failure `success: false` with the error. */
export async function action(args: Route.ActionArgs): Promise<Answer> {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  if (intent === "delete") {
    const result = await callApi<Instructor[]>(args.context, args.request, `/instructors/${id}`, {
      method: "DELETE",
      locale,
    });
    return result.ok ? { success: true, intent } : { success: false, intent, error: "" };
  }
  const body = new FormData();
  for (const key of ["id", "name", "role", "order", "about", "lector_id"]) {
    const value = form.get(key);
    if (typeof value === "string" && !(key === "id" && !value)) body.set(key, value);
  }
  const image = form.get("image");
  if (image instanceof File && image.size > 0) body.set("image", image, image.name);
  const path = intent === "update" ? `/instructors/${id}` : "/instructors";
  const result = await callApi<Instructor[]>(args.context, args.request, path, {
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

export default function Instructors({ loaderData: { instructors, lectors } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [editing, setEditing] = useState<Instructor | null>(null);
  // deleting takes the portfolio entry off every course page: asked first
  const [deleting, setDeleting] = useState<Instructor | null>(null);
  useEffect(() => {
    if (!answer) return;
    if (answer.success && answer.intent === "delete") toast.success(t("dashboard.deleted"));
    else if (answer.success) {
      toast.success(t("dashboard.instructorSaved"));
      setEditing(null);
    } else if (answer.intent === "delete") toast.error(t("unexpected", { ns: "errors" }));
  }, [answer, t]);
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="instructors-heading"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id="instructors-heading" className="text-lg font-bold text-dark">
          {t("dashboard.instructors")}
        </h2>
        {instructors.length === 0 ? (
          <p className="mt-2 text-stone-600">{t("dashboard.noInstructors")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100">
            {instructors.map((i) => (
              <li key={i.id} className="flex items-center gap-4 py-3">
                {i.image && (
                  <img src={i.image.url} alt="" width={48} height={48} className="h-12 w-12 rounded-full" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-dark">{i.name}</p>
                  <p className="text-sm text-stone-600">
                    {i.role} · {t("dashboard.order")}: {i.order}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => setEditing(i)}
                  className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold hover:bg-stone-50"
                >
                  {t("dashboard.edit")}
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(i)}
                  aria-label={`${t("dashboard.delete")}: ${i.name}`}
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  {t("dashboard.delete")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t("dashboard.deleteTitle")}
        cancelLabel={t("dashboard.cancel")}
        onCancel={() => setDeleting(null)}
        actions={
          <Form method="post" onSubmit={() => setDeleting(null)}>
            <input type="hidden" name="id" value={deleting?.id ?? ""} />
            <button
              type="submit"
              name="intent"
              value="delete"
              className={buttonVariants({ variant: "danger" })}
            >
              {t("dashboard.confirmDelete")}
            </button>
          </Form>
        }
      >
        {t("dashboard.deleteQuestion", { name: deleting?.name ?? "" })}
      </ConfirmDialog>
      <InstructorForm
        key={editing?.id ?? "new"}
        instructor={editing}
        lectors={lectors}
        answer={answer}
        busy={navigation.state === "submitting"}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}

function InstructorForm({
  instructor,
  lectors,
  answer,
  busy,
  onCancel,
}: {
  instructor: Instructor | null;
  lectors: ProviderLectorLink[];
  answer: Answer | undefined;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const errors = answer && !answer.success && answer.intent !== "delete" ? answer.errors : undefined;
  const field = "h-11 w-full rounded-lg border border-stone-300 bg-white px-3";
  const err = (name: string) =>
    errors?.[name] ? (
      <p className="mt-1 text-sm text-red-700" id={`${name}-error`}>
        {errors[name]!.map(message).join(" ")}
      </p>
    ) : null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold text-dark">
        {instructor ? t("dashboard.editInstructor") : t("dashboard.addInstructor")}
      </h2>
      {answer && !answer.success && answer.error && !errors && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {answer.error}
        </p>
      )}
      {instructor && <input type="hidden" name="id" value={instructor.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="i-name" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("dashboard.name")}
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <input
            id="i-name"
            name="name"
            required
            maxLength={80}
            defaultValue={instructor?.name}
            aria-invalid={!!errors?.name}
            className={field}
          />
          {err("name")}
        </div>
        <div>
          <label htmlFor="i-role" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("dashboard.role")}
          </label>
          <input id="i-role" name="role" maxLength={80} defaultValue={instructor?.role} className={field} />
        </div>
        <div>
          <label htmlFor="i-order" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("dashboard.order")}
          </label>
          <input
            id="i-order"
            name="order"
            type="number"
            step={1}
            defaultValue={instructor?.order ?? 0}
            aria-invalid={!!errors?.order}
            className={field}
          />
          {err("order")}
        </div>
      </div>
      <div>
        <label htmlFor="i-about" className="mb-1 block text-sm font-semibold text-stone-700">
          {t("dashboard.about")}
        </label>
        <textarea
          id="i-about"
          name="about"
          rows={4}
          maxLength={2000}
          defaultValue={instructor?.about}
          className="w-full rounded-lg border border-stone-300 bg-white p-3"
        />
      </div>
      <div>
        <label htmlFor="i-lector" className="mb-1 block text-sm font-semibold text-stone-700">
          {t("lector:instructor.lector")}
        </label>
        <select
          id="i-lector"
          name="lector_id"
          defaultValue={instructor?.lector_id ?? ""}
          aria-invalid={!!errors?.lector_id}
          aria-describedby="i-lector-hint"
          className={field}
        >
          <option value="">{t("lector:instructor.noLector")}</option>
          {lectors.map((l) => (
            <option key={l.id} value={l.user_id ?? ""}>
              {l.name} ({l.email})
            </option>
          ))}
        </select>
        <p id="i-lector-hint" className="mt-1 text-xs text-stone-500">
          {t("lector:instructor.hint")}
        </p>
        {err("lector_id")}
      </div>
      <PhotoCropper required={!instructor} label={t("dashboard.photo")} hint={t("dashboard.photoHint")} />
      {err("image")}
      <div className="flex gap-2">
        <button
          type="submit"
          name="intent"
          value={instructor ? "update" : "create"}
          disabled={busy}
          className={buttonVariants({ variant: "primary", className: "text-base" })}
        >
          {instructor ? t("profile.save") : t("dashboard.addInstructor")}
        </button>
        {instructor && (
          <button
            type="button"
            onClick={onCancel}
            className="h-11 rounded-lg border border-stone-300 px-5 font-semibold"
          >
            {t("dashboard.cancel")}
          </button>
        )}
      </div>
    </Form>
  );
}
