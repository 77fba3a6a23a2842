import type { CourseDetail } from "@kursove/contracts";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { CourseFacts } from "../features/catalog/course-facts";
import { CourseCover, CourseHero } from "../features/catalog/course-hero";
import { CourseSections } from "../features/catalog/course-sections";
import { previewNoticeKey } from "../features/catalog/preview-notice";
import { SimilarCourses } from "../features/catalog/similar-courses";
import { courseBreadcrumbJsonLd, courseJsonLd } from "../features/catalog/structured-data";
import { BookingActions } from "../features/checkout/booking-actions";
import { BookingBar, CoursePrice } from "../features/checkout/booking-bar";
import { bookingAction } from "../features/checkout/checkout-actions.server";
import { CourseNotFoundPage } from "../features/layout/error-pages";
import { SaveCourseButton } from "../features/notifications/save-course-button";
import { heldOfferOf, isFullCourse } from "../features/waitlist/full-course";
import { myEntriesOf } from "../features/waitlist/waitlist.server";
import { apiGet } from "../lib/api.server";
import { guard } from "../lib/guards.server";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { currentHeader } from "../lib/session.server";
import { Container } from "../ui/container";
import type { Route } from "./+types/course";

// only a full course or a held offer shows the waiting list's parts: their code loads with such a page alone (P5)
const waitlistPanel = () => import("../features/waitlist/waitlist-panel");
const WaitlistPanel = lazy(() => waitlistPanel().then((module) => ({ default: module.WaitlistPanel })));
const HeldOffer = lazy(() => waitlistPanel().then((module) => ({ default: module.HeldOffer })));

/** The course, and the signed-in learner's waiting list entries of it while it sells (WAITLIST-HELD-OFFER). */
export async function loader(args: Route.LoaderArgs) {
  const { request, context, params } = args;
  const locale = localeOfPath(new URL(request.url).pathname);
  const course = await apiGet<CourseDetail>(
    context,
    request,
    `/courses/${encodeURIComponent(params.slug)}`,
    locale,
  );
  const selling = course.on_sale && !course.awaiting_approval && course.timing !== "past";
  const waitlist =
    selling && (await currentHeader(context, request, locale))
      ? await myEntriesOf(args, locale, course.id)
      : [];
  return { course, waitlist };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const data = loaded?.course;
  if (!data) return [];
  const place = { origin: origin(matches), locale: localeOfPath(location.pathname) };
  return [
    ...seo(matches, {
      title: data.title,
      description: data.description,
      pathname: location.pathname,
      image: data.cover?.url,
    }),
    { "script:ld+json": courseJsonLd(data, place) },
    { "script:ld+json": courseBreadcrumbJsonLd(data, place) },
  ];
};

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

export default function CoursePage({ loaderData: { course, waitlist } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as { user: unknown } | undefined;
  const signedIn = !!root?.user;
  const bookable =
    course.on_sale && !course.awaiting_approval && course.timing !== "past" && course.places_left > 0;
  const full = isFullCourse(course);
  // a learner offered a place holds it: "no places" is for everyone else (WAITLIST-HELD-OFFER)
  const offer = signedIn ? heldOfferOf(waitlist) : undefined;
  return (
    <>
      {course.awaiting_approval && (
        <div role="status" className="bg-amber-100 text-amber-950">
          <Container className="py-3 text-sm font-semibold">{t(previewNoticeKey(course.status))}</Container>
        </div>
      )}
      <CourseCover cover={course.cover} />
      <Container className="grid gap-10 pt-8 pb-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <CourseHero course={course} />
          <CourseSections course={course} />
        </div>
        <aside
          id="booking"
          tabIndex={-1}
          className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start"
          aria-label={t("course.bookingDetails")}
        >
          <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
            <CoursePrice course={course} />
            <CourseFacts course={course} />
            {offer && (
              <Suspense>
                <HeldOffer entry={offer} />
              </Suspense>
            )}
            {!(offer && full) && <BookingActions course={course} signedIn={signedIn} />}
            {full && (
              <Suspense>
                <WaitlistPanel course={course} signedIn={signedIn} entries={waitlist} />
              </Suspense>
            )}
            {!course.awaiting_approval && (
              <div className="mt-3">
                <SaveCourseButton courseId={course.id} signedIn={signedIn} />
              </div>
            )}
          </div>
        </aside>
      </Container>
      {/* below the booking details, so that on a phone nothing above moves when the cards arrive; the bar
          is fixed at the bottom of a phone's screen: the page ends above it */}
      <Container className={bookable ? "pb-28 lg:pb-8" : "pb-8"}>
        {!course.awaiting_approval && <SimilarCourses slug={course.slug} />}
      </Container>
      {bookable && <BookingBar course={course} targetId="booking" />}
    </>
  );
}
