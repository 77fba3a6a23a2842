import type { PayoutDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { PayoutFacts } from "../../features/payouts/payout-facts";
import { PayoutStatusBadge } from "../../features/payouts/payout-format";
import { PayoutLinesTable } from "../../features/payouts/payout-lines";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/payout";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One payout: its transfer, who made it and the sales it paid, line by line. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  if (!uuid.test(args.params.id)) throw data({ message: "Not found" }, { status: 404 });
  const payout = await apiGet<PayoutDetail>(
    args.context,
    args.request,
    `/admin/payouts/${args.params.id}`,
    locale,
  );
  return { payout, title: i18nFor(locale).t("payouts:detail.title", { provider: payout.provider.name }) };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function AdminPayout({ loaderData: { payout } }: Route.ComponentProps) {
  const { t } = useTranslation("payouts");
  const { to } = useLocale();
  return (
    <div className="space-y-6">
      <Link
        to={to("/admin/payouts")}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span> {t("detail.back")}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-dark">
          {t("detail.title", { provider: payout.provider.name })}
        </h2>
        <PayoutStatusBadge status={payout.status} />
      </div>
      {payout.status === "failed" && (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">{t("detail.failure")}</p>
          {payout.failure && (
            <p className="mt-2">
              <span className="font-semibold">{t("detail.failureText")}:</span>{" "}
              <code className="break-all">{payout.failure}</code>
            </p>
          )}
        </div>
      )}
      <PayoutFacts payout={payout} />
      <section aria-labelledby="payout-lines" className="space-y-3">
        <h3 id="payout-lines" className="text-lg font-bold text-dark">
          {t("detail.lines.title")}
        </h3>
        <PayoutLinesTable lines={payout.lines} />
      </section>
    </div>
  );
}
