import { type ContactMessagePage, contactStatuses, contactTypes } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { MessageFilters, MessageRow } from "../../features/contact/message-list";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { choiceOf, FilterTabs } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/messages";

const tabs = ["all", ...contactStatuses] as const;

/** The admins' inbox of the contact form: by state, topic and search, 20 a page, newest first. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const status = choiceOf(url, "status", tabs);
  const type = choiceOf(url, "type", ["", ...contactTypes] as const);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = pageOf(url);
  const query = new URLSearchParams({ status });
  if (type) query.set("type", type);
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  const list = await apiGet<ContactMessagePage>(
    args.context,
    args.request,
    `/admin/contact-messages?${query}`,
    locale,
  );
  return { list, status, type, q, page, title: i18nFor(locale).t("contact:admin.title") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function AdminMessages({ loaderData: { list, status, type, q, page } }: Route.ComponentProps) {
  const { t } = useTranslation("contact");
  const { to } = useLocale();
  const hrefOf = (tab: string) => {
    const params = new URLSearchParams();
    if (tab !== "all") params.set("status", tab);
    if (type) params.set("type", type);
    if (q) params.set("q", q);
    const text = params.toString();
    return `${to("/admin/messages")}${text ? `?${text}` : ""}`;
  };
  const { counts } = list;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("admin.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("admin.intro")}</p>
      </div>
      <FilterTabs
        label={t("admin.tabs")}
        current={status}
        tabs={tabs.map((tab) => ({
          key: tab,
          label: tab === "all" ? t("admin.all") : t(`statuses.${tab}`),
          href: hrefOf(tab),
          count: tab === "all" ? counts.new + counts.read + counts.resolved : counts[tab],
        }))}
      />
      <MessageFilters status={status} type={type} q={q} />
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("admin.empty")}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("admin.emptyHint")}</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-700" aria-live="polite">
            {t("admin.found", { count: list.total })}
          </p>
          <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            {list.data.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ul>
        </>
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
