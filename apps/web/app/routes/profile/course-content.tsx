import type { User } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { data, Link, useRouteLoaderData } from "react-router";
import { CourseDocuments, CourseVideo } from "../../features/learning/course-materials";
import { BookedSlots, CourseProgramme } from "../../features/learning/course-programme";
import { loadCourseContent } from "../../features/learning/learning.server";
import { TimingBadge } from "../../features/learning/timing-badge";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/course-content";

/** A bought course's content; a refusal (403, 404) is shown as a page state with its status. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const loaded = await loadCourseContent(args, locale, args.params.id);
  const now = new Date().toISOString();
  if (loaded.failure) return data({ ...loaded, now }, { status: loaded.failure.status });
  return { ...loaded, now };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.content?.title ?? "Kursove", pathname: location.pathname, noindex: true });

const linkStyle =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export default function CourseContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { to } = useLocale();
  const profile = useRouteLoaderData("profile") as { user: User } | undefined;
  const { content, failure, now } = loaderData;
  const back = (
    <Link to={to("/profile/courses")} className="text-sm font-semibold text-primary hover:underline">
      ← {t("content.back")}
    </Link>
  );
  if (!content) {
    const reason = failure?.status === 403 ? "forbidden" : failure?.status === 404 ? "notFound" : "failed";
    return (
      <div className="space-y-4">
        {back}
        <div
          role="alert"
          className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center"
        >
          <h2 className="text-lg font-bold text-dark">{t("content.errorTitle")}</h2>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-700">{t(`content.${reason}`)}</p>
        </div>
      </div>
    );
  }
  const isBuyer = content.access === "buyer";
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        {back}
        <div className="flex flex-wrap items-center gap-2">
          <TimingBadge timing={content.timing} />
        </div>
        <h2 className="text-2xl font-bold text-dark">{content.title}</h2>
        <p className="text-sm text-stone-700">{t("content.by", { provider: content.provider.name })}</p>
        {!isBuyer && (
          <p role="note" className="rounded-lg bg-sky-50 px-4 py-2 text-sm text-sky-900">
            {t(`content.accessAs.${content.access}`)}
          </p>
        )}
        {isBuyer && (
          <div className="flex flex-wrap items-center gap-3">
            {content.review.can_review ? (
              <Link
                to={to(`/profile/reviews/${content.id}`)}
                className={`${linkStyle} bg-accent text-dark hover:brightness-95`}
              >
                {content.review.reviewed ? t("content.editReview") : t("content.rate")}
              </Link>
            ) : (
              <p className="text-sm text-stone-600">
                {profile?.user.email_verified === false ? t("content.verifyToRate") : t("content.rateLater")}
              </p>
            )}
          </div>
        )}
      </div>

      {content.video && <CourseVideo video={content.video} title={content.title} />}

      {content.onsite && (content.onsite.address || content.onsite.city) && (
        <section aria-labelledby="address-title" className="space-y-2">
          <h2 id="address-title" className="text-lg font-bold text-dark">
            {t("content.address")}
          </h2>
          <address className="not-italic text-stone-800">
            {[content.onsite.address, content.onsite.city].filter(Boolean).join(", ")}
          </address>
        </section>
      )}

      <BookedSlots slots={content.slots} />
      <CourseProgramme modules={content.modules} now={now} />
      <CourseDocuments documents={content.documents} />

      {(content.overview || content.outcomes.length > 0) && (
        <section aria-labelledby="overview-title" className="space-y-3">
          <h2 id="overview-title" className="text-lg font-bold text-dark">
            {t("content.overview")}
          </h2>
          {content.overview && <p className="whitespace-pre-line text-stone-800">{content.overview}</p>}
          {content.outcomes.length > 0 && (
            <>
              <h3 className="font-bold text-dark">{t("content.outcomes")}</h3>
              <ul className="list-disc space-y-1 pl-5 text-stone-800">
                {content.outcomes.map((o) => (
                  <li key={o}>{o}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      {content.orders.length > 0 && (
        <section aria-labelledby="orders-title" className="space-y-2">
          <h2 id="orders-title" className="text-lg font-bold text-dark">
            {t("content.orders")}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {content.orders.map((o) => (
              <li key={o.id}>
                <Link
                  to={to(`/profile/orders/${o.id}`)}
                  className={`${linkStyle} bg-white text-dark ring-1 ring-stone-300 hover:bg-stone-50`}
                >
                  {t("content.order", { number: o.number })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
