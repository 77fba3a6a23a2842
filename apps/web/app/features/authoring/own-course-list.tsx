import type { ownCourseList } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { z } from "zod";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { CourseStatusBadge } from "./status-badge";

type OwnCourse = z.infer<typeof ownCourseList>["data"][number];
/** The course a provider asked to delete. */
export type DeletingCourse = { id: string; title: string };

const tabs = [null, "draft", "in_review", "approved", "rejected", "deleted"] as const;

/** The provider's courses by state: all, then each state. */
export function CourseStatusTabs({ status }: { status: string | null }) {
  const { t } = useTranslation("editor");
  const { t: common } = useTranslation();
  const { to } = useLocale();
  return (
    <nav aria-label={t("list.tabs")} className="relative -mx-1 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-1 px-1">
        {tabs.map((tab) => (
          <li key={tab ?? "all"}>
            <Link
              to={to(`/dashboard/courses${tab ? `?status=${tab}` : ""}`)}
              aria-current={tab === status ? "page" : undefined}
              className={`block whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${tab === status ? "border-primary text-primary" : "border-transparent text-stone-700 hover:text-dark"}`}
            >
              {tab ? common(`status.course.${tab}`) : t("list.all")}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const pill = "rounded-lg px-2.5 py-1.5 text-sm font-semibold ring-1 hover:bg-stone-50";

/** One of the provider's courses: title and state, start, price, places sold, and its actions. */
export function OwnCourseRow({
  course: c,
  onDelete,
}: {
  course: OwnCourse;
  onDelete: (d: DeletingCourse) => void;
}) {
  const { t } = useTranslation("editor");
  const { locale, to } = useLocale();
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={to(`/dashboard/courses/${c.id}`)}
            className="break-words font-semibold text-dark hover:underline"
          >
            {c.title}
          </Link>
          <CourseStatusBadge status={c.status} />
        </div>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <div className="flex gap-1">
            <dt>{t("list.starts")}:</dt>
            <dd>{c.starts_at ? formatDate(c.starts_at, locale, { dateStyle: "medium" }) : "—"}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t("list.price")}:</dt>
            <dd>{formatMoney(c.price, locale)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t("list.sold")}:</dt>
            <dd>{t("list.soldOf", { sold: c.sold_count, capacity: c.capacity })}</dd>
          </div>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2 px-3 py-3 align-middle px-0">
        <Link
          to={to(`/dashboard/courses/${c.id}`)}
          className={`${pill} text-primary ring-stone-300`}
          aria-label={`${t("actions.edit")}: ${c.title}`}
        >
          {t("actions.edit")}
        </Link>
        <a
          href={to(`/courses/${c.slug}`)}
          className={`${pill} text-dark ring-stone-300`}
          aria-label={`${t("actions.preview")}: ${c.title}`}
        >
          {t("actions.preview")}
        </a>
        <Form method="post">
          <input type="hidden" name="id" value={c.id} />
          <button
            type="submit"
            name="intent"
            value="duplicate"
            className={`${pill} text-dark ring-stone-300`}
            aria-label={`${t("actions.duplicate")}: ${c.title}`}
          >
            {t("actions.duplicate")}
          </button>
        </Form>
        {c.status !== "deleted" && (
          <button
            type="button"
            onClick={() => onDelete({ id: c.id, title: c.title })}
            className={`${pill} text-red-700 ring-red-200 hover:bg-red-50`}
            aria-label={`${t("actions.delete")}: ${c.title}`}
          >
            {t("actions.delete")}
          </button>
        )}
      </div>
    </li>
  );
}

/** Asks before deleting one of the provider's courses. */
export function DeleteCourseDialog({
  deleting,
  onClose,
}: {
  deleting: DeletingCourse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("editor");
  return (
    <ConfirmDialog
      open={deleting !== null}
      title={t("deleteTitle")}
      cancelLabel={t("cancel")}
      onCancel={onClose}
      actions={
        <Form method="post">
          <input type="hidden" name="id" value={deleting?.id ?? ""} />
          <Button type="submit" name="intent" value="delete" variant="danger">
            {t("actions.confirmDelete")}
          </Button>
        </Form>
      }
    >
      {t("deleteQuestion", { title: deleting?.title ?? "" })}
    </ConfirmDialog>
  );
}
