import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import {
  loadSessionAttendance,
  saveSessionAttendance,
} from "../../features/attendance/attendance-action.server";
import { SessionAttendancePage } from "../../features/attendance/attendance-form";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/attendance-session";

/** One started session of the provider's course: each paid place present or absent (CERT-ATTENDANCE). */
export const loader = (args: Route.LoaderArgs) => loadSessionAttendance(args, "provider");

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export const action = (args: Route.ActionArgs) => saveSessionAttendance(args, "provider");

export default function ProviderSessionAttendance({ loaderData: { attendance } }: Route.ComponentProps) {
  const { t } = useTranslation("certificates");
  const { to } = useLocale();
  return (
    <SessionAttendancePage
      attendance={attendance}
      answer={useActionData<typeof action>()}
      backTo={{
        to: `${to("/dashboard/attendance")}?course_id=${attendance.course.id}`,
        label: t("attendance.back"),
      }}
    />
  );
}
