import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import {
  loadSessionAttendance,
  saveSessionAttendance,
} from "../../features/attendance/attendance-action.server";
import { SessionAttendancePage } from "../../features/attendance/attendance-form";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/attendance";

/** A session the lector teaches: each paid place present or absent ("Моите занятия", CERT-ATTENDANCE). */
export const loader = (args: Route.LoaderArgs) => loadSessionAttendance(args, "lector");

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export const action = (args: Route.ActionArgs) => saveSessionAttendance(args, "lector");

export default function LectorSessionAttendance({ loaderData: { attendance } }: Route.ComponentProps) {
  const { t } = useTranslation("lector");
  const { to } = useLocale();
  return (
    <SessionAttendancePage
      attendance={attendance}
      answer={useActionData<typeof action>()}
      backTo={{ to: `${to("/lector/sessions")}?when=past`, label: t("sessions.title") }}
    />
  );
}
