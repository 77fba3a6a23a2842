import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Button } from "../../ui/button";

/** The processing page asks again every 2 s, this many times (a minute), then says the mail will tell. */
const pollEveryMs = 2000;
const pollLimit = 30;

/** The card step is done but the gateway's answer is not in yet: asks again every 2 s, up to a limit. */
export function PaymentProcessing() {
  const { t } = useTranslation("checkout");
  const revalidator = useRevalidator();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries >= pollLimit) return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      void revalidator.revalidate();
    }, pollEveryMs);
    return () => clearTimeout(timer);
  }, [tries, revalidator]);
  if (tries >= pollLimit) {
    return (
      <div className="mt-3 space-y-3">
        <p className="text-stone-800">{t("payment.text.slow")}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setTries(0)}
          className="bg-transparent hover:bg-white"
        >
          {t("payment.checkAgain")}
        </Button>
      </div>
    );
  }
  return (
    <p className="mt-3 flex items-center gap-3 text-stone-800" role="status">
      <span
        className="h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-primary border-t-transparent motion-reduce:animate-none"
        aria-hidden="true"
      />
      {t("payment.text.processing")}
    </p>
  );
}
