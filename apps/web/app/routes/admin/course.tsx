import type { CourseMedia } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CoursePreview } from "../../features/course-review/course-preview";
import { decide } from "../../features/course-review/decide.server";
import { ReviewDecision, ReviewHeader } from "../../features/course-review/review-decision";
import { type AdminCourseDetail, statusTone } from "../../features/course-review/types";
import { apiGet, callApi } from "../../lib/api.server";
import { loadCategoriesAndCountries } from "../../lib/categories.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/course";

/** A course in the admins' queue, previewed as the public would see it, with Approve and Reject. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const id = encodeURIComponent(args.params.id);
  const [course, media, index] = await Promise.all([
    apiGet<AdminCourseDetail>(args.context, args.request, `/admin/courses/${id}`, locale),
    callApi<CourseMedia>(args.context, args.request, `/admin/courses/${id}/media`, { locale }),
    loadCategoriesAndCountries(args, locale),
  ]);
  return { course, media: media.ok ? media.data : null, ...index };
}

export const action = (args: Route.ActionArgs) =>
  decide(args, `/admin/courses/${encodeURIComponent(args.params.id)}`);

export default function AdminCourse({ loaderData: { course: c, media } }: Route.ComponentProps) {
  const { t } = useTranslation("review");
  const { t: tc } = useTranslation();
  const { to, locale } = useLocale();
  const date = (iso: string | null | undefined) =>
    iso ? formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" }) : "—";
  const back = `/admin/courses${c.status === "in_review" ? "" : `?status=${c.status}`}`;
  return (
    <div className="space-y-6">
      <Link to={to(back)} className="text-sm font-semibold text-primary hover:underline">
        ← {t("backToList")}
      </Link>
      <ReviewHeader tone={statusTone(c.status)} status={tc(`status.course.${c.status}`)}>
        <h2 className="break-words text-2xl font-extrabold text-dark">{c.title}</h2>
        {c.provider && (
          <p className="mt-1 text-stone-700">
            {t("providerLine", { name: c.provider.name })}{" "}
            <Link
              to={to(`/admin/providers/${c.provider.id}`)}
              className="font-semibold text-primary hover:underline"
            >
              {t(`providerStatus.${c.provider.status}`, { defaultValue: c.provider.status })}
            </Link>
          </p>
        )}
        {c.provider && c.provider.status !== "approved" && (
          <p className="mt-1 text-sm text-amber-900">{t("providerNotApproved")}</p>
        )}
      </ReviewHeader>
      <ReviewDecision kind="course" canDecide={c.status === "in_review"} slug={c.slug} />
      <section
        aria-labelledby="history-heading"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h3 id="history-heading" className="font-bold text-dark">
          {t("history")}
        </h3>
        <ul className="mt-2 space-y-1 text-stone-700">
          {c.submitted_at !== undefined && (
            <li>
              {t("submitted")}: {date(c.submitted_at)}
            </li>
          )}
          <li>
            {t("updated")}: {date(c.updated_at)}
          </li>
          {c.decision ? (
            <li>
              {t("lastDecision", {
                date: date(c.decision.decided_at),
                name: c.decision.decided_by?.name ?? "—",
              })}
              {c.decision.rejection_reason && (
                <span className="block text-sm">
                  {t("reasonWas")}: {c.decision.rejection_reason}
                </span>
              )}
            </li>
          ) : (
            c.rejection_reason && (
              <li>
                {t("reasonWas")}: {c.rejection_reason}
              </li>
            )
          )}
        </ul>
      </section>
      <h3 className="text-lg font-bold text-dark">{t("previewTitle")}</h3>
      <CoursePreview course={c} media={media} />
    </div>
  );
}
