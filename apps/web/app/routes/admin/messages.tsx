import { type ContactMessagePage, contactStatuses, contactTypes } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { ContactStatusBadge, ContactTypeLabel } from "../../features/contact/message-format";
import { apiGet } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { choiceOf, FilterTabs } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/messages";

const tabs = ["all", ...contactStatuses] as const;
const field =
  "mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-dark focus:border-primary focus:outline-2 focus:outline-primary";

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
  const { locale, to } = useLocale();
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
      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        {status !== "all" && <input type="hidden" name="status" value={status} />}
        <label className="block text-sm font-semibold text-dark">
          {t("admin.search")}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={t("admin.searchPlaceholder")}
            className={field}
          />
        </label>
        <label className="block text-sm font-semibold text-dark">
          {t("admin.type")}
          <select name="type" defaultValue={type} className={field}>
            <option value="">{t("admin.allTypes")}</option>
            {contactTypes.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="h-11 rounded-lg bg-dark px-5 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t("admin.filter")}
        </button>
      </Form>
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
            {list.data.map((message) => {
              const unread = message.status === "new";
              return (
                <li
                  key={message.id}
                  className={`relative p-4 hover:bg-stone-50 sm:px-5 ${unread ? "border-l-4 border-l-amber-500 bg-amber-50/40" : "border-l-4 border-l-transparent"}`}
                >
                  <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                    <div className="min-w-0">
                      <Link
                        to={to(`/admin/messages/${message.id}`)}
                        aria-label={t("admin.open", { name: message.name })}
                        className={`text-dark after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-primary ${unread ? "font-extrabold" : "font-semibold"}`}
                      >
                        {message.name}
                      </Link>
                      <span className="ml-2 break-all text-sm text-stone-600">{message.email}</span>
                    </div>
                    <div className="flex flex-wrap items-center gap-2">
                      <ContactStatusBadge status={message.status} />
                    </div>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                    <ContactTypeLabel type={message.type} />
                    <time dateTime={message.created_at} className="text-stone-600">
                      {formatDate(message.created_at, locale, { dateStyle: "medium", timeStyle: "short" })}
                    </time>
                  </div>
                  <p className={`mt-2 text-sm ${unread ? "text-dark" : "text-stone-700"}`}>
                    {message.excerpt}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
