import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import { CourseCard } from "../../features/catalog/course-card";
import { loadWishlist, setSaved } from "../../features/notifications/notifications.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { ButtonLink, buttonVariants } from "../../ui/button";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/wishlist";

/** The courses the learner saved for later, still on sale, latest saved first. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const list = await loadWishlist(args, locale, page);
  if (list.courses.length === 0 && page > list.totalPages) {
    url.searchParams.set("page", String(list.totalPages));
    if (list.totalPages === 1) url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { list };
}

/** Removes a saved course. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const courseId = String((await args.request.formData()).get("course_id") ?? "");
  const ok = uuidPattern.test(courseId) && (await setSaved(args, locale, courseId, false));
  return { ok, message: ok ? t("notifications:wishlist.removed") : t("notifications:wishlist.failed") };
}

export default function WishlistPage({ loaderData: { list } }: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  useEffect(() => {
    if (answer) (answer.ok ? toast.success : toast.error)(answer.message);
  }, [answer]);
  const removing = navigation.state === "submitting" ? navigation.formData?.get("course_id") : null;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("wishlist.title")}</h2>
        <p className="mt-1 max-w-2xl text-sm text-stone-700">{t("wishlist.intro")}</p>
      </div>
      {list.courses.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("wishlist.empty")}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("wishlist.emptyHint")}</p>
          <ButtonLink to={to("/courses")} className="mt-5">
            {t("wishlist.browse")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {list.courses.map((course) => (
            <li key={course.id} className="flex flex-col gap-2">
              <div className="flex-1">
                <CourseCard course={course} />
              </div>
              <Form method="post">
                <input type="hidden" name="course_id" value={course.id} />
                <button
                  type="submit"
                  disabled={removing === course.id}
                  aria-busy={removing === course.id}
                  aria-label={t("wishlist.removeFrom", { course: course.title })}
                  className={buttonVariants({ variant: "secondary", className: "w-full" })}
                >
                  {t("wishlist.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} />
    </div>
  );
}
