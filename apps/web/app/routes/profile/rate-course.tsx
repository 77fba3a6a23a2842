import type { MyCourseReview } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { data, Link, redirect, useActionData, useNavigation } from "react-router";
import { RateForm, type RateValues } from "../../features/reviews/rate-form";
import { apiGet, callApi } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath, localizePath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/rate-course";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const textFields = ["suggestions", "other_courses_wanted", "comment"] as const;

function courseIdOf(params: { courseId?: string }) {
  if (!uuid.test(params.courseId ?? "")) throw data({ message: "Not found" }, { status: 404 });
  return params.courseId!;
}

/** The rate course form: the course, whether rating is open and the learner's review so far. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const mine = await apiGet<MyCourseReview>(
    args.context,
    args.request,
    `/courses/${courseIdOf(args.params)}/reviews/mine`,
    locale,
  );
  return { mine };
}

/** Posts the whole review; back to the reviews list on success, else the API's per-field messages. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const read = (name: string) => String(form.get(name) ?? "");
  const values: RateValues = {
    content: read("content"),
    outcomes: read("outcomes"),
    overall: read("overall"),
    recommend: read("recommend"),
    suggestions: read("suggestions"),
    other_courses_wanted: read("other_courses_wanted"),
    comment: read("comment"),
  };
  const stars = (v: string) => (v === "" ? undefined : Number(v));
  const body = {
    ratings: { content: stars(values.content), outcomes: stars(values.outcomes) },
    overall: stars(values.overall),
    recommend: values.recommend === "yes" ? true : values.recommend === "no" ? false : undefined,
    ...Object.fromEntries(textFields.map((f) => [f, values[f]])),
  };
  const result = await callApi(args.context, args.request, `/courses/${courseIdOf(args.params)}/reviews`, {
    method: "POST",
    body,
    locale,
  });
  if (result.ok) throw redirect(localizePath("/profile/reviews?status=written&saved=1", locale));
  const errors = Object.fromEntries(
    Object.entries(result.error.errors ?? {}).map(([field, messages]) => [
      field.replace(/^ratings\./, ""),
      messages,
    ]),
  );
  const message =
    result.error.code === "validation_failed" || result.error.code === "fill_all_fields"
      ? i18nFor(locale).t("rating:form.failed")
      : result.error.message;
  return { values, errors, message };
}

export default function RateCourse({ loaderData: { mine } }: Route.ComponentProps) {
  const { t } = useTranslation("rating");
  const { locale, to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const review = mine.review;
  const initial: RateValues = {
    content: review ? String(review.ratings.content) : "",
    outcomes: review ? String(review.ratings.outcomes) : "",
    overall: review ? String(review.overall) : "",
    recommend: review ? (review.recommend ? "yes" : "no") : "",
    suggestions: review?.suggestions ?? "",
    other_courses_wanted: review?.other_courses_wanted ?? "",
    comment: review?.comment ?? "",
  };
  return (
    <div className="max-w-2xl space-y-5">
      <Link to={to("/profile/reviews")} className="text-sm font-semibold text-primary hover:underline">
        ← {t("form.backToList")}
      </Link>
      <div className="flex items-center gap-4">
        {mine.course.thumbnail && (
          <img
            src={mine.course.thumbnail.url}
            alt=""
            width={96}
            height={72}
            className="hidden h-18 w-24 rounded-lg object-cover sm:block"
          />
        )}
        <div>
          <h2 className="text-lg font-bold text-dark">{t(review ? "form.editTitle" : "form.title")}</h2>
          <p className="text-stone-700">
            <Link to={to(`/courses/${mine.course.slug}`)} className="hover:underline">
              {mine.course.title}
            </Link>
          </p>
        </div>
      </div>
      {mine.can_review ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <RateForm
            initial={initial}
            answer={answer}
            isEdit={review !== null}
            pending={navigation.state === "submitting"}
          />
        </div>
      ) : (
        <div role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          <p className="font-semibold">{t(`form.closed.${mine.reason ?? "review_too_early"}`)}</p>
          {mine.reason === "review_too_early" && mine.starts_at && (
            <p className="mt-1 text-sm">
              {t("form.opensOn", { date: formatDate(mine.starts_at, locale, { dateStyle: "long" }) })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
