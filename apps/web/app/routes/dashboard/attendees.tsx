import type { ProviderAttendeesPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CourseUtilization } from "../../features/utilization/course-utilization";
import { UtilizationTable } from "../../features/utilization/utilization-table";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/attendees";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider's courses with their places; a chosen course shows its attendees, hours and clocked time. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const raw = url.searchParams.get("course_id") ?? "";
  const query = new URLSearchParams({ page: String(page) });
  if (uuid.test(raw)) query.set("course_id", raw);
  const list = await apiGet<ProviderAttendeesPage>(
    args.context,
    args.request,
    `/provider/attendees?${query}`,
    locale,
  );
  return { list, page, title: i18nFor(locale).t("utilization:provider.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function Attendees({ loaderData: { list, page } }: Route.ComponentProps) {
  const { t } = useTranslation("utilization");
  const { locale, to } = useLocale();
  const course = list.course;
  const keepPage = page > 1 ? `page=${page}` : "";
  const hrefOf = (courseId: string | null) => {
    const params = [keepPage, courseId ? `course_id=${courseId}` : ""].filter(Boolean).join("&");
    return to(`/dashboard/attendees${params ? `?${params}` : ""}`);
  };
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("provider.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("provider.intro")}</p>
      </div>
      {course && (
        <section aria-labelledby="attendees-course" className="space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h3 id="attendees-course" className="break-words text-xl font-extrabold text-dark">
              {course.course.title}
            </h3>
            <Link to={hrefOf(null)} className="text-sm font-semibold text-primary hover:underline">
              {t("provider.close")}
            </Link>
          </div>
          <CourseUtilization
            detail={course}
            csvHref={`/api/v1/provider/attendees.csv?course_id=${course.course.id}&lang=${locale}`}
          />
        </section>
      )}
      <section aria-labelledby="attendees-courses" className="space-y-3">
        <div>
          <h3 id="attendees-courses" className="text-lg font-bold text-dark">
            {t("provider.courses")}
          </h3>
          {!course && list.data.length > 0 && (
            <p className="text-sm text-stone-700">{t("provider.choose")}</p>
          )}
        </div>
        {list.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
            <p className="font-semibold text-stone-800">{t("provider.empty")}</p>
            <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("provider.emptyHint")}</p>
          </div>
        ) : (
          <UtilizationTable
            rows={list.data}
            hrefOf={(row) => hrefOf(row.course.id)}
            selectedId={course?.course.id ?? null}
          />
        )}
        <Pagination page={page} totalPages={list.last_page} />
      </section>
    </div>
  );
}
