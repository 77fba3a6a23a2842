import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import {
  CourseQueueTabs,
  CourseRows,
  courseQueueTabs,
  RevisionRows,
} from "../../features/course-review/course-queue";
import { loadCourseQueue } from "../../features/course-review/queue.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { choiceOf } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/courses";

/** The admins' course queue by status, in review first, and the pending changes to approved courses. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const status = choiceOf(url, "status", courseQueueTabs);
  const page = pageOf(url);
  const listing = await loadCourseQueue(args, localeOfPath(url.pathname), status, page);
  return { listing, status, page };
}

export default function AdminCourses({ loaderData: { listing, status, page } }: Route.ComponentProps) {
  const { t } = useTranslation("review");
  return (
    <div>
      <h2 className="text-xl font-bold text-dark">{t("title")}</h2>
      <p className="mt-1 text-stone-600">{t("intro")}</p>
      <CourseQueueTabs status={status} total={listing.total} />
      {listing.failed ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t("changesFailed")}
        </p>
      ) : listing.rows.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t(`empty.${status}`)}
        </p>
      ) : listing.kind === "changes" ? (
        <RevisionRows rows={listing.rows} />
      ) : (
        <CourseRows rows={listing.rows} status={status} />
      )}
      <Pagination page={page} totalPages={listing.last_page} />
    </div>
  );
}
