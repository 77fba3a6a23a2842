import type { OwnInstructor } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useActionData, useNavigation, useSearchParams } from "react-router";
import { type EditorContext, isEditableStatus } from "../../../features/authoring/context";
import type { EditorCourse } from "../../../features/authoring/course-form";
import { actOnCourse, type EditorAnswer } from "../../../features/authoring/editor-actions.server";
import { CourseActions, EditorTabs } from "../../../features/authoring/editor-head";
import { RevisionNotice } from "../../../features/authoring/revision-notice";
import { SectionErrors } from "../../../features/authoring/section-errors";
import { CourseStatusBadge } from "../../../features/authoring/status-badge";
import { apiGet, callApi } from "../../../lib/api.server";
import { guard } from "../../../lib/guards.server";
import { localeOfPath } from "../../../lib/locale";
import { toast } from "../../../lib/toast";
import { useLocale } from "../../../lib/use-locale";
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

/** Submit for review, duplicate, delete, or withdraw the pending changes of an approved course. */
export async function action(args: Route.ActionArgs): Promise<EditorAnswer> {
  await guard(args, ["provider", "locale"]);
  const intent = String((await args.request.formData()).get("intent") ?? "");
  return actOnCourse(args, args.params.id, intent);
}

export default function CourseEditorLayout({ loaderData: { course, instructors } }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
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
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) toast.success(t(answer.intent === "withdraw" ? "revision.withdrawn" : "submitted"));
    else if (!answer.errors) toast.error(answer.message);
  }, [answer, t]);
  // shown by the server too, so it reaches browsers without JavaScript; gone with the next section
  const notice = params.get("created") ? "created" : params.get("copied") ? "copied" : null;
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
        {course.status === "approved" && <RevisionNotice revision={course.revision ?? null} busy={busy} />}
        {answer?.errors && (
          <SectionErrors courseId={course.id} errors={answer.errors} programmeLabel={programmeLabel} />
        )}
        <CourseActions course={course} busy={busy} />
      </header>
      <EditorTabs course={course} programmeLabel={programmeLabel} />
      <Outlet key={`${course.id}-${generation}`} context={context} />
    </div>
  );
}
