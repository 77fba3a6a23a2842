import type { AttendanceSessionsPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { AttendanceSessionsTable } from "../../features/attendance/attendance-sessions-table";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { uuidPattern } from "../../lib/uuid";
import { CourseFilter } from "../../ui/course-filter";
import type { Route } from "./+types/attendance";

/** The started sessions of the provider's courses, to mark who attended (CERT-ATTENDANCE). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const courseId = url.searchParams.get("course_id") ?? "";
  const query = new URLSearchParams({ page: String(page) });
  if (uuidPattern.test(courseId)) query.set("course_id", courseId);
  const list = await apiGet<AttendanceSessionsPage>(
    args.context,
    args.request,
    `/provider/attendance?${query}`,
    locale,
  );
  return { list, page, courseId, title: i18nFor(locale).t("certificates:attendance.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function ProviderAttendance({ loaderData: { list, page, courseId } }: Route.ComponentProps) {
  const { t } = useTranslation("certificates");
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("attendance.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("attendance.intro")}</p>
      </div>
      {list.courses.length > 0 && (
        <CourseFilter
          id="attendance-course"
          courses={list.courses}
          courseId={courseId}
          label={t("attendance.course")}
          anyLabel={t("attendance.allCourses")}
          submitLabel={t("attendance.show")}
        />
      )}
      <AttendanceSessionsTable rows={list.data} pagination={{ page, totalPages: list.last_page }} />
    </div>
  );
}
