import type { OwnInstructor } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, NavLink, Outlet, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { type EditorContext, isEditableStatus } from "../../../features/authoring/context";
import type { EditorCourse, FieldErrors } from "../../../features/authoring/course-form";

import { RevisionNotice } from "../../../features/authoring/revision-notice";
import { SectionErrors } from "../../../features/authoring/section-errors";
import { CourseStatusBadge } from "../../../features/authoring/status-badge";
import { apiGet, callApi } from "../../../lib/api.server";
import { guard } from "../../../lib/guards.server";
import { localeOfPath, localizePath } from "../../../lib/locale";
import { toast } from "../../../lib/toast";
import { useLocale } from "../../../lib/use-locale";
import { buttonVariants } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import type { Route } from "./+types/layout";

/** The course editor: the course, and the provider's instructors for the sessions. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const [course, instructors] = await Promise.all([
    apiGet<EditorCourse>(args.context, args.request, `/provider/courses/${args.params.id}`, locale),
    callApi<OwnInstructor[]>(args.context, args.request, "/instructors", { locale }),
  ]);
  return {
    course,
    instructors: instructors.ok ? instructors.data.map((i) => ({ id: i.id, name: i.name })) : [],
  };
}

type Answer = { ok: boolean; intent: string; message?: string; errors?: FieldErrors };

/** Submit for review, duplicate, delete, or withdraw the pending changes of an approved course. */
export async function action(args: Route.ActionArgs): Promise<Answer> {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const intent = String((await args.request.formData()).get("intent") ?? "");
  const base = `/provider/courses/${args.params.id}`;
  const call = <T,>(path: string, method: string) =>
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

export default function CourseEditorLayout({ loaderData: { course, instructors } }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [deleting, setDeleting] = useState(false);
  // when the revision goes away (withdrawn) the sections start again from the live course
  const [shownRevision, setShownRevision] = useState(course.revision?.id ?? null);
  const [generation, setGeneration] = useState(0);
  if ((course.revision?.id ?? null) !== shownRevision) {
    if (!course.revision) setGeneration(generation + 1);
    setShownRevision(course.revision?.id ?? null);
  }
  const busy = navigation.state === "submitting";
  const isBookable = course.types.includes("on_demand");
  const programmeLabel = t(isBookable ? "tabs.slots" : "tabs.programme");
  const revision = course.revision ?? null;
  const canSubmit =
    course.status === "draft" ||
    course.status === "rejected" ||
    (course.status === "approved" && (revision?.status === "draft" || revision?.status === "rejected"));
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(t(answer.intent === "withdraw" ? "revision.withdrawn" : "submitted"));
    else if (!answer.errors) toast.error(answer.message);
  }, [answer, t]);
  // shown by the server too, so it reaches browsers without JavaScript; gone with the next section
  const notice = params.get("created") ? "created" : params.get("copied") ? "copied" : null;
  const base = `/dashboard/courses/${course.id}`;
  const tabs = [
    { to: base, label: t("tabs.general"), end: true },
    { to: `${base}/booking`, label: t("tabs.booking") },
    { to: `${base}/programme`, label: programmeLabel },
    { to: `${base}/media`, label: t("tabs.media") },
    ...(course.status === "approved" ? [{ to: `${base}/promote`, label: t("tabs.promote") }] : []),
  ];
  const context: EditorContext = {
    course,
    instructors,
    isEditable: isEditableStatus(course.status),
    isBookable,
    programmeLabel,
  };
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <p className="text-sm">
          <NavLink to={to("/dashboard/courses")} className="font-semibold text-primary hover:underline">
            ← {t("list.title")}
          </NavLink>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="break-words text-xl font-bold text-dark sm:text-2xl">{course.title}</h2>
          <CourseStatusBadge status={course.status} />
        </div>
        {course.status === "rejected" && course.rejection_reason && (
          <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p className="font-semibold">{t("rejectedBecause")}</p>
            <p className="mt-1 whitespace-pre-line">{course.rejection_reason}</p>
          </div>
        )}
        {notice && (
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
          >
            {t(notice)}
          </p>
        )}
        {course.status === "in_review" && <p className="text-sm text-stone-700">{t("inReviewNote")}</p>}
        {course.status === "approved" && <RevisionNotice revision={revision} busy={busy} />}
        {answer?.errors && (
          <SectionErrors courseId={course.id} errors={answer.errors} programmeLabel={programmeLabel} />
        )}
        <div className="flex flex-wrap gap-2">
          <a
            href={to(`/courses/${course.slug}`)}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: "secondary" })}
          >
            {t("actions.preview")}
          </a>
          {canSubmit && (
            <Form method="post" action={to(base)}>
              <button
                type="submit"
                name="intent"
                value="submit"
                disabled={busy}
                className={buttonVariants({ variant: "primary" })}
              >
                {t("actions.submit")}
              </button>
            </Form>
          )}
          <Form method="post" action={to(base)}>
            <button
              type="submit"
              name="intent"
              value="duplicate"
              disabled={busy}
              className={buttonVariants({ variant: "secondary" })}
            >
              {t("actions.duplicate")}
            </button>
          </Form>
          {course.status !== "deleted" && (
            <button
              type="button"
              className={buttonVariants({ variant: "dangerOutline" })}
              onClick={() => setDeleting(true)}
            >
              {t("actions.delete")}
            </button>
          )}
        </div>
      </header>
      <nav aria-label={t("tabs.label")} className="-mx-1 overflow-x-auto border-b border-stone-200">
        <ul className="flex gap-1 px-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={to(tab.to)}
                end={tab.end ?? false}
                className={({ isActive }) =>
                  `block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${isActive ? "border-primary text-primary" : "border-transparent text-stone-700 hover:text-dark"}`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet key={`${course.id}-${generation}`} context={context} />
      <ConfirmDialog
        open={deleting}
        title={t("deleteTitle")}
        cancelLabel={t("cancel")}
        onCancel={() => setDeleting(false)}
        actions={
          <Form method="post" action={to(base)}>
            <button
              type="submit"
              name="intent"
              value="delete"
              className={buttonVariants({ variant: "danger" })}
            >
              {t("actions.confirmDelete")}
            </button>
          </Form>
        }
      >
        {t("deleteQuestion", { title: course.title })}
      </ConfirmDialog>
    </div>
  );
}
