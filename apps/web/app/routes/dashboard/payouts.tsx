import type { PayoutDetail, ProviderPayoutsPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { EmptyState } from "../../features/payouts/payout-format";
import { PayoutLinesTable } from "../../features/payouts/payout-lines";
import { PayoutsHistory } from "../../features/payouts/payouts-history";
import { UpcomingList } from "../../features/payouts/upcoming-list";
import { apiGet, callApi } from "../../lib/api.server";
import { formatDate, formatDay, formatMoney } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/payouts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The provider's money: owed now, upcoming with dates, and payouts received; ?payout= shows one's sales. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const chosen = url.searchParams.get("payout") ?? "";
  const [list, open] = await Promise.all([
    apiGet<ProviderPayoutsPage>(args.context, args.request, `/provider/payouts?page=${page}`, locale),
    uuid.test(chosen)
      ? callApi<PayoutDetail>(args.context, args.request, `/provider/payouts/${chosen}`, { locale })
      : null,
  ]);
  return {
    list,
    page,
    open: open?.ok ? open.data : null,
    title: i18nFor(locale).t("payouts:provider.title"),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function DashboardPayouts({ loaderData: { list, page, open } }: Route.ComponentProps) {
  const { t } = useTranslation("payouts");
  const { locale, to } = useLocale();
  const location = useLocation();
  const money = (minor: number) => formatMoney(minor, locale);
  const next = list.upcoming.find((u) => u.waiting_for === "claims_window" && u.payable_from)?.payable_from;
  const toggleHref = (id: string, isOpen: boolean) => {
    const params = new URLSearchParams(location.search);
    if (isOpen) params.delete("payout");
    else params.set("payout", id);
    return `${location.pathname}${params.size > 0 ? `?${params}` : ""}`;
  };
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("provider.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("provider.intro")}</p>
      </div>
      {!list.account_ready && (
        <div
          role="status"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p>{t("provider.account")}</p>
          <Link
            to={to("/dashboard/payments")}
            className="mt-2 inline-block font-semibold text-dark underline underline-offset-2"
          >
            {t("provider.accountLink")}
          </Link>
        </div>
      )}

      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-semibold text-stone-700">{t("provider.owed.title")}</dt>
          <dd className="mt-1">
            <span className="block text-2xl font-extrabold tabular-nums text-dark">
              {money(list.owed_now)}
            </span>
            {list.owed_items > 0 && (
              <span className="mt-1 block text-sm text-stone-700">
                {t("items", { count: list.owed_items })}. {t("provider.owed.text")}
              </span>
            )}
          </dd>
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-semibold text-stone-700">{t("provider.upcoming.title")}</dt>
          <dd className="mt-1">
            <span className="block text-2xl font-extrabold tabular-nums text-dark">
              {money(list.upcoming_amount)}
            </span>
            {list.upcoming_count > 0 && (
              <span className="mt-1 block text-sm text-stone-700">
                {t("provider.upcoming.text", { count: list.upcoming_count })}
                {next && `. ${t("provider.upcoming.next", { date: formatDate(next, locale) })}`}
              </span>
            )}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="payouts-upcoming" className="space-y-3">
        <h3 id="payouts-upcoming" className="text-lg font-bold text-dark">
          {t("provider.upcoming.listTitle")}
        </h3>
        <UpcomingList items={list.upcoming} total={list.upcoming_count} />
      </section>

      <section aria-labelledby="payouts-received" className="space-y-3">
        <h3 id="payouts-received" className="text-lg font-bold text-dark">
          {t("provider.received.title")}
        </h3>
        {list.data.length === 0 ? (
          <EmptyState title={t("provider.received.empty")} hint={t("provider.received.emptyHint")} />
        ) : (
          <PayoutsHistory
            payouts={list.data}
            caption={t("provider.received.caption")}
            toggle={(payout) => {
              const isOpen = open?.id === payout.id;
              return { href: toggleHref(payout.id, isOpen), open: isOpen };
            }}
            expanded={(payout) =>
              open?.id === payout.id && (
                <PayoutLinesTable
                  lines={open.lines}
                  caption={t("provider.received.linesFor", {
                    period: formatDay(payout.period, locale, { dateStyle: "medium" }),
                  })}
                />
              )
            }
          />
        )}
        <Pagination page={page} totalPages={list.last_page} />
      </section>
    </div>
  );
}
