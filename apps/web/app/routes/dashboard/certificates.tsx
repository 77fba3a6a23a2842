import type { ProviderCertificatesPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Link, useActionData, useNavigation } from "react-router";
import { AttendanceSuggestions } from "../../features/certificates/attendance-suggestions";
import { ProviderCertificateTable } from "../../features/certificates/provider-certificate-table";
import { apiGet, callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { AnswerNotice } from "../../ui/answer-notice";
import { CourseFilter } from "../../ui/course-filter";
import type { Route } from "./+types/certificates";

/** The places bought in the provider's certification courses, to confirm completion (CERT-ISSUE). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const courseId = url.searchParams.get("course_id") ?? "";
  const query = new URLSearchParams({ page: String(page) });
  if (uuidPattern.test(courseId)) query.set("course_id", courseId);
  const list = await apiGet<ProviderCertificatesPage>(
    args.context,
    args.request,
    `/provider/certificates?${query}`,
    locale,
  );
  return { list, page, courseId, title: i18nFor(locale).t("certificates:dashboard.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** Issues a certificate (confirms completion) or revokes one with a reason; says so in the page's language. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (intent === "issue") {
    const id = String(form.get("order_item_id") ?? "");
    if (!uuidPattern.test(id)) return { ok: false, message: t("certificates:dashboard.failed") };
    const result = await callApi<{ created: boolean }>(args.context, args.request, "/provider/certificates", {
      method: "POST",
      body: { order_item_id: id },
      locale,
    });
    if (!result.ok) return { ok: false, message: result.error.message || t("certificates:dashboard.failed") };
    const key = result.data.created ? "issued" : "alreadyIssued";
    return { ok: true, message: t(`certificates:dashboard.${key}`) };
  }
  if (intent === "issue-many") {
    // CERT-ATTENDANCE: those who attended every held session, confirmed together; each once (CERT-ONCE)
    const ids = [...new Set(form.getAll("order_item_id").map(String))].filter((id) => uuidPattern.test(id));
    if (ids.length === 0) return { ok: false, message: t("certificates:attendance.noneChosen") };
    let created = 0;
    for (const id of ids.slice(0, 50)) {
      const result = await callApi<{ created: boolean }>(
        args.context,
        args.request,
        "/provider/certificates",
        {
          method: "POST",
          body: { order_item_id: id },
          locale,
        },
      );
      if (!result.ok)
        return { ok: false, message: result.error.message || t("certificates:dashboard.failed") };
      if (result.data.created) created++;
    }
    return { ok: true, message: t("certificates:attendance.issuedMany", { count: created }) };
  }
  if (intent === "revoke") {
    const code = String(form.get("code") ?? "").slice(0, 40);
    const reason = String(form.get("reason") ?? "").trim();
    if (reason.length < 3) return { ok: false, message: t("certificates:dashboard.reasonRequired") };
    const result = await callApi(
      args.context,
      args.request,
      `/provider/certificates/${encodeURIComponent(code)}/revoke`,
      { method: "POST", body: { reason }, locale },
    );
    if (!result.ok) return { ok: false, message: result.error.message || t("certificates:dashboard.failed") };
    return { ok: true, message: t("certificates:dashboard.revokedDone") };
  }
  return { ok: false, message: t("certificates:dashboard.failed") };
}

export default function ProviderCertificates({ loaderData: { list, page, courseId } }: Route.ComponentProps) {
  const { t } = useTranslation("certificates");
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData : undefined;
  const { to } = useLocale();
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("dashboard.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("dashboard.intro")}</p>
        <p className="mt-2 text-sm">
          <Link
            to={`${to("/dashboard/attendance")}${courseId ? `?course_id=${encodeURIComponent(courseId)}` : ""}`}
            className="font-semibold text-primary hover:underline"
          >
            {t("attendance.toAttendance")}
          </Link>
        </p>
      </div>
      <AnswerNotice answer={answer} />
      <AttendanceSuggestions rows={list.data} isBusy={busy?.get("intent") === "issue-many"} />
      {list.courses.length > 0 && (
        <CourseFilter
          id="certificates-course"
          courses={list.courses}
          courseId={courseId}
          label={t("dashboard.course")}
          anyLabel={t("dashboard.allCourses")}
          submitLabel={t("dashboard.show")}
        />
      )}
      <ProviderCertificateTable
        rows={list.data}
        busy={busy}
        pagination={{ page, totalPages: list.last_page }}
      />
    </div>
  );
}
