import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, NavLink } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { Button, buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { EditorCourse } from "./course-form";
import { canSubmitForReview, editorSections } from "./editor-rules";

/** The editor's actions: preview, submit for review, duplicate, and delete asked first. */
export function CourseActions({ course, busy }: { course: EditorCourse; busy: boolean }) {
  const { t } = useTranslation("editor");
  const { to } = useLocale();
  const [deleting, setDeleting] = useState(false);
  const action = to(`/dashboard/courses/${course.id}`);
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={to(`/courses/${course.slug}`)}
        target="_blank"
        rel="noreferrer"
        className={buttonVariants({ variant: "secondary" })}
      >
        {t("actions.preview")}
      </a>
      {canSubmitForReview(course) && (
        <Form method="post" action={action}>
          <Button type="submit" name="intent" value="submit" disabled={busy}>
            {t("actions.submit")}
          </Button>
        </Form>
      )}
      <Form method="post" action={action}>
        <Button type="submit" name="intent" value="duplicate" disabled={busy} variant="secondary">
          {t("actions.duplicate")}
        </Button>
      </Form>
      {course.status !== "deleted" && (
        <Button variant="dangerOutline" onClick={() => setDeleting(true)}>
          {t("actions.delete")}
        </Button>
      )}
      <ConfirmDialog
        open={deleting}
        title={t("deleteTitle")}
        cancelLabel={t("cancel")}
        onCancel={() => setDeleting(false)}
        actions={
          <Form method="post" action={action}>
            <Button type="submit" name="intent" value="delete" variant="danger">
              {t("actions.confirmDelete")}
            </Button>
          </Form>
        }
      >
        {t("deleteQuestion", { title: course.title })}
      </ConfirmDialog>
    </div>
  );
}

/** The editor's section tabs; the programme's is named for slots when the course is booked by slot. */
export function EditorTabs({ course, programmeLabel }: { course: EditorCourse; programmeLabel: string }) {
  const { t } = useTranslation("editor");
  const { to } = useLocale();
  return (
    <nav aria-label={t("tabs.label")} className="relative -mx-1 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-1 px-1">
        {editorSections(course).map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={to(tab.to)}
              end={tab.end}
              className={({ isActive }) =>
                `block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${isActive ? "border-primary text-primary" : "border-transparent text-stone-700 hover:text-dark"}`
              }
            >
              {tab.key === "programme" ? programmeLabel : t(`tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
