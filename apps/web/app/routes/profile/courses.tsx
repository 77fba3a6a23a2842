import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import { loadMyCourses, myCoursesFilters } from "../../features/learning/learning.server";
import { MyCourseCard } from "../../features/learning/my-course-card";
import { myCourseTabs } from "../../features/learning/tabs";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink, buttonVariants } from "../../ui/button";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/courses";

/** My Courses: the bought courses by timing, with the filters in the URL. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const filters = myCoursesFilters(url);
  const list = await loadMyCourses(args, locale, filters);
  if (list.courses.length === 0 && filters.page > list.totalPages) {
    url.searchParams.set("page", String(list.totalPages));
    if (list.totalPages === 1) url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { list, filters };
}

export default function MyCoursesPage({ loaderData: { list, filters } }: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { to } = useLocale();
  const tabHref = (tab: string) => {
    const params = new URLSearchParams();
    if (tab !== "all") params.set("status", tab);
    if (filters.q) params.set("q", filters.q);
    const query = params.toString();
    return to(`/profile/courses${query ? `?${query}` : ""}`);
  };
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("courses.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("courses.intro")}</p>
      </div>
      <nav
        aria-label={t("courses.tabs")}
        className="relative -mx-1 overflow-x-auto border-b border-stone-200"
      >
        <ul className="flex gap-1 px-1">
          {myCourseTabs.map((tab) => (
            <li key={tab}>
              <Link
                to={tabHref(tab)}
                aria-current={tab === filters.status ? "page" : undefined}
                className={`flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${tab === filters.status ? "border-primary text-primary" : "border-transparent text-stone-700 hover:text-dark"}`}
              >
                {t(`courses.tab.${tab}`)}
                <span className="inline-flex min-w-6 justify-center rounded-full bg-stone-100 px-1.5 py-0.5 text-xs font-bold text-stone-700">
                  {list.filters.counts[tab]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {filters.status !== "all" && <input type="hidden" name="status" value={filters.status} />}
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <label htmlFor="my-courses-q" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("courses.searchLabel")}
          </label>
          <input
            id="my-courses-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={200}
            placeholder={t("courses.searchPlaceholder")}
            className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
          />
        </div>
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {t("courses.search")}
        </button>
        {filters.q && (
          <Link
            to={to(`/profile/courses${filters.status !== "all" ? `?status=${filters.status}` : ""}`)}
            className="inline-flex h-11 items-center px-2 text-sm font-semibold text-primary hover:underline"
          >
            {t("courses.clearSearch")}
          </Link>
        )}
      </Form>
      {filters.q && (
        <p className="text-sm text-stone-700" aria-live="polite">
          {t("courses.resultsFor", { q: filters.q })}
        </p>
      )}
      {list.courses.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">
            {filters.q ? t("courses.empty.search") : t(`courses.empty.${filters.status}`)}
          </p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("courses.emptyHint")}</p>
          <ButtonLink to={to("/courses")} className="mt-5">
            {t("courses.browse")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.courses.map((course) => (
            <li key={course.id}>
              <MyCourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} />
    </div>
  );
}
