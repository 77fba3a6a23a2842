import type { UtilizationDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { CourseUtilization } from "../../features/utilization/course-utilization";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/utilization-course";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One course's places, sessions with clocked time, slots and attendees. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  if (!uuid.test(args.params.courseId)) throw data({ message: "Not found" }, { status: 404 });
  const detail = await apiGet<UtilizationDetail>(
    args.context,
    args.request,
    `/admin/utilization/${args.params.courseId}`,
    locale,
  );
  return { detail };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.detail.course.title ?? "", pathname: location.pathname, noindex: true });

export default function AdminCourseUtilization({ loaderData: { detail } }: Route.ComponentProps) {
  const { t } = useTranslation("utilization");
  const { locale, to } = useLocale();
  return (
    <div className="space-y-5">
      <Link to={to("/admin/utilization")} className="text-sm font-semibold text-primary hover:underline">
        ← {t("admin.back")}
      </Link>
      <div>
        <h2 className="break-words text-2xl font-extrabold text-dark">{detail.course.title}</h2>
        <p className="mt-1 text-stone-700">{detail.provider.name}</p>
      </div>
      <CourseUtilization
        detail={detail}
        csvHref={`/api/v1/admin/utilization/${detail.course.id}/attendees.csv?lang=${locale}`}
      />
    </div>
  );
}
