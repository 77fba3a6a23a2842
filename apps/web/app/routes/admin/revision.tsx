import type { AdminRevision } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { decide } from "../../features/course-review/decide.server";
import { ReviewDecision, ReviewHeader } from "../../features/course-review/review-decision";
import { RevisionChanges } from "../../features/course-review/revision-changes";
import { statusTone } from "../../features/course-review/types";
import { apiGet } from "../../lib/api.server";
import { loadCategoriesAndCountries } from "../../lib/categories.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/revision";

/** Changes proposed to an approved course, field by field, with Approve and Reject. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const id = encodeURIComponent(args.params.id);
  return {
    ...(await loadCategoriesAndCountries(args, locale)),
    revision: await apiGet<AdminRevision>(
      args.context,
      args.request,
      `/admin/course-revisions/${id}`,
      locale,
    ),
  };
}

export const action = (args: Route.ActionArgs) =>
  decide(args, `/admin/course-revisions/${encodeURIComponent(args.params.id)}`);

export default function AdminRevisionPage({ loaderData: { revision: r } }: Route.ComponentProps) {
  const { t } = useTranslation("review");
  const { to, locale } = useLocale();
  const date = (iso: string | null) =>
    iso ? formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" }) : "—";
  return (
    <div className="space-y-6">
      <Link
        to={to("/admin/courses?status=changes")}
        className="text-sm font-semibold text-primary hover:underline"
      >
        ← {t("revision.backToList")}
      </Link>
      <ReviewHeader
        tone={statusTone(r.status === "pending" ? "in_review" : r.status)}
        status={t(`revision.status.${r.status}`)}
      >
        <p className="text-sm font-semibold text-stone-600">{t("revision.heading")}</p>
        <h2 className="break-words text-2xl font-extrabold text-dark">{r.course_title}</h2>
        <p className="mt-1 text-stone-700">{t("providerLine", { name: r.provider_name })}</p>
        <p className="mt-1 text-sm text-stone-600">
          {t("submitted")}: {date(r.submitted_at)}
        </p>
      </ReviewHeader>
      <ReviewDecision kind="revision" canDecide={r.status === "pending"} slug={r.course_slug}>
        <Link
          to={to(`/admin/courses/${r.course_id}`)}
          className="inline-flex h-11 items-center rounded-lg px-3 font-semibold text-primary hover:underline"
        >
          {t("revision.seeCourse")}
        </Link>
      </ReviewDecision>
      {r.decided_at && (
        <p className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-700 shadow-sm">
          {t("lastDecision", { date: date(r.decided_at), name: r.decided_by ?? "—" })}
          {r.rejection_reason && (
            <span className="block text-sm">
              {t("reasonWas")}: {r.rejection_reason}
            </span>
          )}
        </p>
      )}
      <section aria-labelledby="changes-heading" className="space-y-3">
        <h3 id="changes-heading" className="text-lg font-bold text-dark">
          {t("revision.changes", { count: r.changes.length })}
        </h3>
        <RevisionChanges changes={r.changes} />
      </section>
    </div>
  );
}
