import type { CommissionOverview } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { type CommissionAnswer, CommissionForm } from "./commission-form";
import { formatPercent } from "./format";

type RateFormsProps = { data: CommissionOverview; today: string; answer: CommissionAnswer | undefined };

/** The default rate now with its form, beside the form of a provider's own rate. */
export function RateForms({ data, today, answer }: RateFormsProps) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  const card = "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm";
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <section aria-labelledby="commission-default" className={card}>
        <h3 id="commission-default" className="text-lg font-bold text-dark">
          {t("commission.default.title")}
        </h3>
        <p className="mt-2 text-sm text-stone-600">{t("commission.default.current")}</p>
        <p className="text-3xl font-extrabold text-dark tabular-nums">
          {formatPercent(data.default.rate, locale)}
        </p>
        {data.default.effective_from && (
          <p className="text-sm text-stone-600">
            {t("commission.default.since", {
              date: formatDate(data.default.effective_from, locale, { dateStyle: "medium" }),
            })}
          </p>
        )}
        <p className="mt-2 text-sm text-stone-700">{t("commission.default.hint")}</p>
        <div className="mt-5 border-t border-stone-100 pt-5">
          <CommissionForm kind="default" today={today} answer={answer} />
        </div>
      </section>
      <section aria-labelledby="commission-provider" className={card}>
        <h3 id="commission-provider" className="text-lg font-bold text-dark">
          {t("commission.provider.title")}
        </h3>
        <p className="mt-2 text-sm text-stone-700">{t("commission.provider.hint")}</p>
        <div className="mt-5 border-t border-stone-100 pt-5">
          <CommissionForm kind="provider" today={today} providers={data.providers} answer={answer} />
        </div>
      </section>
    </div>
  );
}
