import type { ProviderWaitlistItem } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { loadCourseWaitlist } from "../../../features/waitlist/waitlist.server";
import { formatDate } from "../../../lib/format";
import { guard } from "../../../lib/guards.server";
import { localeOfPath } from "../../../lib/locale";
import { useLocale } from "../../../lib/use-locale";
import { type Column, DataTable } from "../../../ui/data-table";
import type { Route } from "./+types/waitlist";

/** The course's waiting list (WAITLIST-PAGES): offers first, then the queue, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  return { list: await loadCourseWaitlist(args, locale, args.params.id, page), page };
}

export default function CourseWaitlist({ loaderData: { list, page } }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const { locale } = useLocale();
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" });
  const hasHours = list.data.some((e) => e.slot !== null);
  const columns: Column<ProviderWaitlistItem>[] = [
    { key: "number", header: t("waitlist.number"), cell: (e) => e.position ?? "–", className: "w-12" },
    { key: "learner", header: t("waitlist.learner"), isRowHeader: true, cell: (e) => e.learner.name },
    {
      key: "email",
      header: t("waitlist.email"),
      cell: (e) => <span className="break-all">{e.learner.email}</span>,
    },
    ...(hasHours
      ? [
          {
            key: "hour",
            header: t("waitlist.hour"),
            cell: (e: ProviderWaitlistItem) => (e.slot ? when(e.slot.starts_at) : "–"),
          },
        ]
      : []),
    {
      key: "state",
      header: t("waitlist.state"),
      cell: (e) =>
        e.status === "offered" && e.held_until ? (
          <span className="font-semibold text-green-800">
            {t("waitlist.offered", { date: when(e.held_until) })}
          </span>
        ) : (
          t("waitlist.waiting")
        ),
    },
    { key: "joined", header: t("waitlist.joinedAt"), cell: (e) => when(e.joined_at) },
  ];
  return (
    <section className="space-y-4" aria-labelledby="waitlist-heading">
      <div>
        <h3 id="waitlist-heading" className="text-lg font-bold text-dark">
          {t("tabs.waitlist")}{" "}
          <span className="text-sm font-semibold text-stone-600">
            ({t("waitlist.total", { count: list.total })})
          </span>
        </h3>
        <p className="mt-1 max-w-2xl text-sm text-stone-700">{t("waitlist.intro")}</p>
      </div>
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey={(e) => e.id}
        caption={t("waitlist.caption")}
        phone="cards-md"
        empty={t("waitlist.empty")}
        pagination={{ page, totalPages: list.last_page }}
      />
    </section>
  );
}
