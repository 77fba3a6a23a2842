import { type CourseStatus, courseStatuses, type ownCourseList } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useSearchParams } from "react-router";
import type { z } from "zod";
import {
  CourseStatusTabs,
  DeleteCourseDialog,
  type DeletingCourse,
  OwnCourseRow,
} from "../../features/authoring/own-course-list";
import { duplicateOrDeleteCourse } from "../../features/authoring/own-courses.server";
import { apiGet, toQuery } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/courses";

type CourseList = z.infer<typeof ownCourseList>;
const isStatus = (v: string | null): v is CourseStatus =>
  (courseStatuses as readonly string[]).includes(v ?? "");

/** The provider's courses, 20 a page, by status (EDITOR-LIST). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const status = url.searchParams.get("status");
  const page = pageOf(url);
  const query = new URLSearchParams({ status: isStatus(status) ? status : "", page: String(page) });
  const list = await apiGet<CourseList>(
    args.context,
    args.request,
    `/provider/courses${toQuery(query)}`,
    locale,
  );
  return { list, status: isStatus(status) ? status : null, page };
}

/** Duplicates a course (then opens the copy) or deletes one. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  return duplicateOrDeleteCourse(args, await args.request.formData());
}

export default function CoursesPage({ loaderData: { list, status, page } }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<DeletingCourse | null>(null);
  useEffect(() => {
    if (answer?.ok) toast.success(t("deleted"));
    else if (answer) toast.error(answer.message);
    setDeleting(null);
  }, [answer, t]);
  useEffect(() => {
    if (!params.get("deleted")) return;
    toast.success(t("deleted"));
    params.delete("deleted");
    setParams(params, { replace: true });
  }, [params, setParams, t]);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-dark">{t("list.title")}</h2>
        <ButtonLink to={to("/dashboard/courses/new")}>{t("list.new")}</ButtonLink>
      </div>
      <CourseStatusTabs status={status} />
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="text-stone-700">{status ? t("list.emptyStatus") : t("list.empty")}</p>
          <ButtonLink to={to("/dashboard/courses/new")} className="mt-4">
            {t("list.new")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {list.data.map((c) => (
            <OwnCourseRow key={c.id} course={c} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.last_page} />
      <DeleteCourseDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
