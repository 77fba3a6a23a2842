import type { CourseDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "react-router";
import { CourseCard } from "../features/catalog/course-card";
import { CourseReviews } from "../features/catalog/course-reviews";
import { previewNoticeKey } from "../features/catalog/preview-notice";
import { BookingActions } from "../features/checkout/booking-actions";
import { BookingBar, CoursePrice } from "../features/checkout/booking-bar";
import { bookingAction } from "../features/checkout/checkout-actions.server";
import { CourseNotFoundPage } from "../features/layout/error-pages";
import { SaveCourseButton } from "../features/notifications/save-course-button";
import { apiGet } from "../lib/api.server";
import { formatDate, formatDay, formatRating } from "../lib/format";
import { guard } from "../lib/guards.server";
import { localeOfPath, localizePath } from "../lib/locale";
import { seo } from "../lib/meta";
import { moduleTitle } from "../lib/module-title";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { ResponsiveImage } from "../ui/responsive-image";
import { Stars } from "../ui/stars";
import type { Route } from "./+types/course";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return apiGet<CourseDetail>(context, request, `/courses/${encodeURIComponent(params.slug)}`, locale);
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  data
    ? [
        ...seo(matches, {
          title: data.title,
          description: data.description,
          pathname: location.pathname,
          image: data.cover?.url,
        }),
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "Course",
            name: data.title,
            description: data.description,
            inLanguage: data.language,
            provider: {
              "@type": "Organization",
              name: data.provider.name,
              url: `${origin(matches)}${localizePath(`/provider/${data.provider.slug}`, localeOfPath(location.pathname))}`,
            },
            offers: {
              "@type": "Offer",
              price: (data.current_price / 100).toFixed(2),
              priceCurrency: data.currency,
              category: "Paid",
            },
            ...(data.rating_count > 0
              ? {
                  aggregateRating: {
                    "@type": "AggregateRating",
                    ratingValue: data.rating,
                    reviewCount: data.rating_count,
                  },
                }
              : {}),
          },
        },
        {
          "script:ld+json": {
            "@context": "https://schema.org",
            "@type": "BreadcrumbList",
            itemListElement: [
              { name: "courses", path: "/courses" },
              ...(data.category
                ? [{ name: data.category.name, path: `/courses?category_id=${data.category.id}` }]
                : []),
              { name: data.title, path: `/courses/${data.slug}` },
            ].map((item, i) => ({
              "@type": "ListItem",
              position: i + 1,
              name:
                item.name === "courses"
                  ? localeOfPath(location.pathname) === "en"
                    ? "Courses"
                    : "Курсове"
                  : item.name,
              item: `${origin(matches)}${localizePath(item.path, localeOfPath(location.pathname))}`,
            })),
          },
        },
      ]
    : [];

function origin(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  return (matches.find((m) => m?.id === "root")?.data as { origin?: string } | undefined)?.origin ?? "";
}

/** A missing course says "course does not exist" (404); other errors go on to the root's pages. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFoundPage />;
  throw error;
}

/** Book now and add to cart of signed-in users (features/checkout/booking-actions). */
export async function action(args: Route.ActionArgs) {
  const user = await guard(args, ["locale"]);
  return bookingAction(args, args.params.slug, user !== null);
}

export default function CoursePage({ loaderData: course }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const root = useRouteLoaderData("root") as { user: unknown } | undefined;
  const signedIn = !!root?.user;
  const sessions = course.modules.flatMap((m) => m.sessions);
  const bookable =
    course.on_sale && !course.awaiting_approval && course.timing !== "past" && course.places_left > 0;
  return (
    <>
      {course.awaiting_approval && (
        <div role="status" className="bg-amber-100 text-amber-950">
          <Container className="py-3 text-sm font-semibold">{t(previewNoticeKey(course.status))}</Container>
        </div>
      )}
      <div className="bg-dark">
        {course.cover && (
          <ResponsiveImage
            src={course.cover.url}
            width={course.cover.width ?? 1150}
            height={course.cover.height ?? 300}
            sizes="(min-width: 1150px) 1150px, 100vw"
            alt=""
            className="mx-auto block h-40 w-full max-w-[1150px] object-cover sm:h-auto"
            fetchPriority="high"
          />
        )}
      </div>
      {/* the bar is fixed at the bottom of a phone's screen: the page ends above it */}
      <Container
        className={`grid gap-10 pt-8 lg:grid-cols-[1fr_22rem] lg:pb-8 ${bookable ? "pb-28" : "pb-8"}`}
      >
        <div className="min-w-0">
          <nav aria-label={t("course.breadcrumb")} className="text-sm text-stone-500">
            <ol className="flex flex-wrap gap-1.5">
              <li>
                <Link to={to("/courses")} className="hover:text-primary">
                  {t("nav.courses")}
                </Link>
              </li>
              {course.category && (
                <li>
                  /{" "}
                  <Link
                    to={`${to("/courses")}?category_id=${course.category.id}`}
                    className="hover:text-primary"
                  >
                    {course.category.name}
                  </Link>
                </li>
              )}
              {course.category && course.subcategory && (
                <li>
                  /{" "}
                  <Link
                    to={`${to("/courses")}?subcategory_id=${course.subcategory.id}&category_id=${course.category.id}`}
                    className="hover:text-primary"
                  >
                    {course.subcategory.name}
                  </Link>
                </li>
              )}
            </ol>
          </nav>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-dark sm:text-4xl">
            {course.title}
          </h1>
          <p className="mt-3 text-lg text-stone-600">{course.description}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <Link
              to={to(`/provider/${course.provider.slug}`)}
              className="font-semibold text-primary hover:underline"
            >
              {course.provider.name}
            </Link>
            {course.rating_count > 0 && (
              <span className="flex items-center gap-1.5">
                <span className="font-bold">{formatRating(course.rating, locale)}</span>
                <Stars value={course.rating} />
                <a href="#reviews" className="text-stone-500 hover:underline">
                  {t("course.reviewsCount", { count: course.rating_count })}
                </a>
              </span>
            )}
            <span className="text-stone-600">
              {t(`language.${course.language}`, { defaultValue: course.language })}
            </span>
          </div>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("course.types")}>
            {course.types.map((type) => (
              <li
                key={type}
                className="rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-primary"
              >
                {t(`courseType.${type}`)}
              </li>
            ))}
            {course.audience.map((a) => (
              <li
                key={a}
                className="rounded-full bg-accent/20 px-3 py-1 text-xs font-semibold text-stone-800"
              >
                {t(`audience.${a}`)}
              </li>
            ))}
          </ul>

          {course.overview.trim() && (
            <Section id="overview" title={t("course.overview")}>
              <div className="prose-text leading-relaxed text-stone-700">
                {course.overview.split(/\n\s*\n/).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </Section>
          )}

          {course.outcomes.length > 0 && (
            <Section id="outcomes" title={t("course.outcomes")}>
              <ul className="grid gap-2.5 sm:grid-cols-2">
                {course.outcomes.map((o) => (
                  <li key={o} className="flex gap-2.5 text-stone-700">
                    <span className="mt-0.5 text-primary" aria-hidden="true">
                      ✓
                    </span>
                    {o}
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {course.audience_text && (
            <Section id="audience" title={t("course.audience")}>
              <p className="leading-relaxed text-stone-700">{course.audience_text}</p>
            </Section>
          )}

          {course.modules.length > 0 && (
            <Section id="modules" title={t("course.modules")}>
              <ol className="space-y-4">
                {course.modules.map((module, index) => (
                  <li key={module.id} className="rounded-xl border border-stone-200 bg-white p-5">
                    <h3 className="font-bold text-dark">{moduleTitle(t, module.title, index + 1)}</h3>
                    {module.description && (
                      <p className="mt-1 text-sm text-stone-600">{module.description}</p>
                    )}
                    {module.sessions.length > 0 && (
                      <ul className="mt-3 divide-y divide-stone-100">
                        {module.sessions.map((s) => (
                          <li
                            key={s.id}
                            className="flex flex-col gap-1 py-2.5 text-sm sm:flex-row sm:items-baseline sm:justify-between"
                          >
                            <span className="font-medium text-stone-800">{s.title}</span>
                            <span className="text-stone-600">
                              <time dateTime={s.starts_at}>
                                {formatDay(s.date, locale, {
                                  weekday: "short",
                                  day: "numeric",
                                  month: "short",
                                })}
                              </time>
                              , {s.start_hour}–{s.end_hour}
                              {s.instructor ? ` · ${s.instructor.name}` : ""}
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            </Section>
          )}

          {course.slots.length > 0 && (
            <Section id="dates" title={t("course.availableDates")}>
              <ul className="grid gap-2.5 sm:grid-cols-2">
                {course.slots.map((slot) => (
                  <li
                    key={slot.id}
                    className="flex items-center justify-between rounded-lg border border-stone-200 bg-white px-4 py-3 text-sm"
                  >
                    <span>
                      <time dateTime={slot.starts_at} className="font-semibold text-dark">
                        {formatDay(slot.date, locale, { weekday: "short", day: "numeric", month: "long" })}
                      </time>{" "}
                      {slot.start_hour}–{slot.end_hour}
                    </span>
                    <span className="text-stone-600">
                      {t("course.placesLeft", { count: slot.places_left })}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {course.instructors.length > 0 && (
            <Section id="instructors" title={t("course.instructors")}>
              <ul className="grid gap-4 sm:grid-cols-2">
                {course.instructors.map((i) => (
                  <li key={i.id} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
                    {i.image && (
                      <ResponsiveImage
                        src={i.image.url}
                        alt=""
                        width={64}
                        height={64}
                        sizes="64px"
                        shownSize
                        loading="lazy"
                        className="h-16 w-16 shrink-0 rounded-full"
                      />
                    )}
                    <div>
                      <p className="font-bold text-dark">{i.name}</p>
                      <p className="text-sm text-primary">{i.role}</p>
                      <p className="mt-1 line-clamp-4 text-sm text-stone-600">{i.about}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </Section>
          )}

          <Section id="reviews" title={t("course.reviews")}>
            <CourseReviews summary={course.rating_summary} reviews={course.reviews} />
          </Section>

          {course.similar.length > 0 && (
            <Section id="similar" title={t("course.similar")}>
              <ul className="grid gap-5 sm:grid-cols-2">
                {course.similar.map((c) => (
                  <li key={c.id}>
                    <CourseCard course={c} />
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>

        <aside
          id="booking"
          tabIndex={-1}
          className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start"
          aria-label={t("course.bookingDetails")}
        >
          <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <CoursePrice course={course} />
            <p className="text-sm text-stone-500">{t("course.perPerson")}</p>
            {course.current_price < course.price && course.early_bird_until && (
              <p className="mt-2 rounded-md bg-accent/20 px-3 py-2 text-sm font-medium text-stone-800">
                {t("course.earlyBirdUntil", { date: formatDay(course.early_bird_until, locale) })}
              </p>
            )}
            <dl className="mt-5 space-y-3 text-sm">
              <Fact
                label={t(course.slots.length > 0 ? "course.placesLeftInSlots" : "course.placesLeftLabel")}
                value={t("course.placesOf", { left: course.places_left, capacity: course.capacity })}
              />
              {course.starts_at && (
                <Fact
                  label={t("course.starts")}
                  value={formatDate(course.starts_at, locale, { dateStyle: "long", timeStyle: "short" })}
                />
              )}
              {course.ends_at && sessions.length > 1 && (
                <Fact
                  label={t("course.ends")}
                  value={formatDate(course.ends_at, locale, { dateStyle: "long" })}
                />
              )}
              {sessions.length > 0 && <Fact label={t("course.sessions")} value={String(sessions.length)} />}
              {course.city && <Fact label={t("course.city")} value={course.city} />}
              {course.address && <Fact label={t("course.address")} value={course.address} />}
              {course.group_size && <Fact label={t("course.groupSize")} value={String(course.group_size)} />}
              <Fact label={t("course.frequency")} value={t(`frequency.${course.frequency}`)} />
              <Fact label={t("course.timing")} value={t(`timing.${course.timing}`)} />
              {course.last_sell_date && (
                <Fact
                  label={t("course.lastSellDate")}
                  value={formatDate(course.last_sell_date, locale, { dateStyle: "medium" })}
                />
              )}
              {course.payment_deadline && (
                <Fact
                  label={t("course.paymentDeadline")}
                  value={formatDate(course.payment_deadline, locale, { dateStyle: "medium" })}
                />
              )}
              {course.cancellation_deadline && (
                <Fact
                  label={t("course.cancellationDeadline")}
                  value={formatDate(course.cancellation_deadline, locale, { dateStyle: "medium" })}
                />
              )}
            </dl>
            {course.requires_booking_approval && (
              <p className="mt-4 rounded-md bg-secondary px-3 py-2 text-sm text-stone-700">
                {t("course.needsApproval")}
              </p>
            )}
            {!course.on_sale && !course.awaiting_approval && course.timing !== "past" && (
              <p
                role="status"
                className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950"
              >
                {course.last_sell_date && Date.parse(course.last_sell_date) <= Date.now()
                  ? t("payments:course.salesClosed")
                  : t("payments:course.notOnSale")}
              </p>
            )}
            <BookingActions course={course} signedIn={signedIn} />
            {!course.awaiting_approval && (
              <div className="mt-3">
                <SaveCourseButton courseId={course.id} signedIn={signedIn} />
              </div>
            )}
          </div>
        </aside>
      </Container>
      {bookable && <BookingBar course={course} targetId="booking" />}
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold text-dark">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right font-medium text-stone-800">{value}</dd>
    </div>
  );
}
