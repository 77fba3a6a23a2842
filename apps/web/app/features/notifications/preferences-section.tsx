import type { NotificationPreferences } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useSearchParams } from "react-router";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { SubmitButton } from "../../ui/form-field";

/**
 * The settings' notifications: per kind, on the site and by mail. Saved through the
 * notifications page's action: a fetcher gets the answer, a plain form post comes back with ?notifications=.
 */
export function PreferencesSection({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation("notifications");
  const { to } = useLocale();
  const fetcher = useFetcher<{ ok: boolean }>();
  const [params] = useSearchParams();
  const returned = params.get("notifications");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (returned === "saved") toast.success(t("preferences.saved"));
    if (returned === "failed") toast.error(t("preferences.failed"));
  }, [returned, t]);
  useEffect(() => {
    if (fetcher.data)
      (fetcher.data.ok ? toast.success : toast.error)(
        t(fetcher.data.ok ? "preferences.saved" : "preferences.failed"),
      );
  }, [fetcher.data, t]);
  const cell = "px-3 py-2.5 text-center";
  const box = "h-5 w-5 rounded border-stone-400 accent-primary";
  return (
    <section
      id="notifications"
      aria-labelledby="notification-preferences"
      className="mt-10 scroll-mt-24 border-t border-stone-200 pt-8"
    >
      <h2 id="notification-preferences" className="text-lg font-bold text-dark">
        {t("preferences.title")}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-stone-700">{t("preferences.intro")}</p>
      <fetcher.Form method="post" action={to("/profile/notifications")} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="preferences" />
        {hydrated && <input type="hidden" name="mode" value="fetch" />}
        {/* A form of checkboxes per kind, not a list of records: DataTable's phone cards would split it. */}
        <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
          <table className="w-full min-w-[22rem] text-sm">
            <thead className="bg-stone-50 text-left text-stone-700">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  {t("preferences.kind")}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t("preferences.inApp")}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t("preferences.mail")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {preferences.kinds.map((k) => {
                const kind = t(`kind.${k.kind}`);
                return (
                  <tr key={k.kind}>
                    <th scope="row" className="px-3 py-2.5 text-left font-medium text-stone-800">
                      {kind}
                      {k.mail_locked && <span aria-hidden="true"> *</span>}
                    </th>
                    <td className={cell}>
                      <input
                        type="checkbox"
                        name={`in_app.${k.kind}`}
                        defaultChecked={k.in_app}
                        aria-label={t("preferences.inAppFor", { kind })}
                        className={box}
                      />
                    </td>
                    <td className={cell}>
                      {k.mail_locked && <input type="hidden" name={`mail.${k.kind}`} value="on" />}
                      <input
                        type="checkbox"
                        name={k.mail_locked ? undefined : `mail.${k.kind}`}
                        defaultChecked={k.mail}
                        disabled={k.mail_locked}
                        aria-label={t("preferences.mailFor", { kind })}
                        aria-describedby={k.mail_locked ? "receipt-mail-locked" : undefined}
                        className={`${box} disabled:opacity-50`}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p id="receipt-mail-locked" className="text-sm text-stone-600">
          * {t("preferences.locked")}
        </p>
        <p className="text-sm text-stone-600">{t("preferences.agreement")}</p>
        <SubmitButton pending={fetcher.state !== "idle"}>{t("preferences.save")}</SubmitButton>
      </fetcher.Form>
    </section>
  );
}
