import type { ProviderRequest } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";

/** The request is sent: it awaits an administrator; the dashboard is the next place to go. */
export function RequestSent() {
  const { t } = useTranslation("provider");
  const { to } = useLocale();
  return (
    <div
      role="status"
      className="mx-auto max-w-2xl rounded-2xl border border-green-200 bg-green-50 p-6 text-green-950 sm:p-8"
    >
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t("become.done.title")}</h1>
      <p className="mt-3 text-lg">{t("become.done.text")}</p>
      <p className="mt-2">{t("become.done.next")}</p>
      <ButtonLink to={to("/dashboard")} className="mt-6">
        {t("become.done.dashboard")}
      </ButtonLink>
    </div>
  );
}

/** Why an administrator rejected the last request, and that it may be changed and sent again. */
export function RequestRejected({ rejection }: { rejection: NonNullable<ProviderRequest["rejection"]> }) {
  const { t } = useTranslation("provider");
  return (
    <div role="status" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-bold">{t("become.rejected")}</p>
      {rejection.reason && (
        <p className="mt-1">
          {t("become.reason")}: {rejection.reason}
        </p>
      )}
      <p className="mt-1 text-sm">{t("become.rejectedHint")}</p>
    </div>
  );
}
