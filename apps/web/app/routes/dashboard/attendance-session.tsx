import type { SessionAttendance } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { useActionData, useNavigation } from "react-router";
import { saveAttendanceForm } from "../../features/attendance/attendance-action.server";
import { AttendanceForm } from "../../features/attendance/attendance-form";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { AnswerNotice } from "../../ui/answer-notice";
import type { Route } from "./+types/attendance-session";

const apiPath = (id: string) => `/provider/sessions/${id}/attendance`;

/** One started session of the provider's course: each paid place present or absent (CERT-ATTENDANCE). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  if (!uuidPattern.test(args.params.sessionId)) throw new Response("Not found", { status: 404 });
  const attendance = await apiGet<SessionAttendance>(
    args.context,
    args.request,
    apiPath(args.params.sessionId),
    locale,
  );
  return { attendance, title: i18nFor(locale).t("certificates:attendance.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  if (!uuidPattern.test(args.params.sessionId)) throw new Response("Not found", { status: 404 });
  return saveAttendanceForm(args.context, args.request, { apiPath: apiPath(args.params.sessionId), locale });
}

export default function ProviderSessionAttendance({ loaderData: { attendance } }: Route.ComponentProps) {
  const { t } = useTranslation("certificates");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="space-y-4">
      <AnswerNotice answer={answer} />
      <AttendanceForm
        // a saved answer redraws the radios from the marks the API now holds
        key={attendance.places.map((p) => `${p.order_item_id}${p.present}`).join()}
        attendance={attendance}
        isBusy={navigation.state === "submitting"}
        backTo={{
          to: `${to("/dashboard/attendance")}?course_id=${attendance.course.id}`,
          label: t("attendance.back"),
        }}
      />
    </div>
  );
}
