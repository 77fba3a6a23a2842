import type { Promotion } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { CardPaymentForm } from "./card-payment";
import type { PromotionPayReply } from "./promotion-payment.server";

type AwaitingProps = {
  /** the course's promotions awaiting payment */
  awaiting: Promotion[];
  /** the promotion whose card form is open (?pay=, or the one just paid for) */
  openId: string | null;
  reply: PromotionPayReply | undefined;
  stripeKey: string | null;
};

/** The promotions awaiting payment, each with its card form. */
export function AwaitingPayments({ awaiting, openId, reply, stripeKey }: AwaitingProps) {
  const { t } = useTranslation("media");
  return (
    <section
      aria-labelledby="pay-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id="pay-heading" className="font-bold text-dark">
        {t("promote.payHeading")}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t("promote.payIntro")}</p>
      <ul className="mt-3 divide-y divide-stone-100">
        {awaiting.map((p) => (
          <AwaitingPayment
            key={p.id}
            promotion={p}
            open={p.id === openId}
            reply={reply?.promotionId === p.id ? reply : undefined}
            stripeKey={stripeKey}
          />
        ))}
      </ul>
    </section>
  );
}

/** A promotion awaiting payment: "Pay by card" opens its card form (a link: it works without JavaScript). */
function AwaitingPayment({
  promotion: p,
  open,
  reply,
  stripeKey,
}: {
  promotion: Promotion;
  open: boolean;
  reply: PromotionPayReply | undefined;
  stripeKey: string | null;
}) {
  const { t } = useTranslation("media");
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const from = formatDay(p.date_from, locale, { dateStyle: "medium" });
  const to = formatDay(p.date_to, locale, { dateStyle: "medium" });
  return (
    <li className="py-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-semibold text-dark">
            {from} – {to}
          </span>{" "}
          <span className="text-sm text-stone-600">
            · {t("promote.days", { count: p.total_days })} · {formatMoney(p.amount, locale, p.currency)}
          </span>
        </p>
        {!open && (
          <Link
            to={`${location.pathname}?pay=${encodeURIComponent(p.id)}#card-payment-${p.id}-title`}
            aria-label={t("promote.payOne", { from, to })}
            className={buttonVariants({ variant: "primary", size: "sm" })}
          >
            {t("promote.pay")}
          </Link>
        )}
      </div>
      {open && (
        <div className="mt-3">
          <CardPaymentForm
            id={`card-payment-${p.id}`}
            title={t("promote.payTitle")}
            amount={p.amount}
            hidden={{ promotion_id: p.id }}
            reply={reply}
            stripeKey={stripeKey}
            onPaid={() => navigate(`${location.pathname}?paid=1`)}
            close={{ to: location.pathname, label: t("promote.payClose") }}
          />
        </div>
      )}
    </li>
  );
}
