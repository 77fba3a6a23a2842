import type { ApprovalsOverview } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

type Pending = ApprovalsOverview["pending"];
type Item = { id: string; title: string; detail: string | null; submittedAt: string | null; href: string };

function Queue({
  id,
  title,
  count,
  items,
  allHref,
}: {
  id: string;
  title: string;
  count: number;
  items: Item[];
  allHref: string;
}) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h4 id={id} className="flex items-center justify-between gap-2 font-bold text-dark">
        {title}
        <span
          className={`inline-flex min-w-7 justify-center rounded-full px-2 py-0.5 text-sm font-bold ${count > 0 ? "bg-primary text-white" : "bg-stone-100 text-stone-800"}`}
        >
          {count}
        </span>
      </h4>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">{t("approvals.emptyQueue")}</p>
      ) : (
        <ul className="mt-3 flex-1 divide-y divide-stone-100">
          {items.map((item) => (
            <li key={item.id} className="py-2.5">
              <Link
                to={item.href}
                className="block rounded-lg focus-visible:outline-2 focus-visible:outline-primary"
              >
                <span className="block break-words font-semibold text-primary hover:underline">
                  {item.title}
                </span>
                {item.detail && <span className="block text-sm text-stone-700">{item.detail}</span>}
                {item.submittedAt && (
                  <span className="block text-xs text-stone-600">
                    {t("approvals.submitted", {
                      date: formatDate(item.submittedAt, locale, { dateStyle: "medium" }),
                    })}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {count > 0 && (
        <Link to={allHref} className="mt-3 text-sm font-semibold text-primary hover:underline">
          {t("approvals.seeAll", { count })}
        </Link>
      )}
    </section>
  );
}

/** The three review queues side by side, each with its count and links to the review pages. */
export function ApprovalQueues({ pending }: { pending: Pending }) {
  const { t } = useTranslation("admin");
  const { to } = useLocale();
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Queue
        id="queue-providers"
        title={t("approvals.providers")}
        count={pending.counts.providers}
        allHref={to("/admin/providers")}
        items={pending.providers.map((p) => ({
          id: p.id,
          title: p.name,
          detail: null,
          submittedAt: p.submitted_at,
          href: to(`/admin/providers/${p.id}`),
        }))}
      />
      <Queue
        id="queue-courses"
        title={t("approvals.courses")}
        count={pending.counts.courses}
        allHref={to("/admin/courses")}
        items={pending.courses.map((c) => ({
          id: c.id,
          title: c.title,
          detail: c.provider.name,
          submittedAt: c.submitted_at,
          href: to(`/admin/courses/${c.id}`),
        }))}
      />
      <Queue
        id="queue-revisions"
        title={t("approvals.revisions")}
        count={pending.counts.revisions}
        allHref={to("/admin/courses?status=changes")}
        items={pending.revisions.map((r) => ({
          id: r.id,
          title: r.course.title,
          detail: r.provider.name,
          submittedAt: r.submitted_at,
          href: to(`/admin/course-revisions/${r.id}`),
        }))}
      />
    </div>
  );
}
