import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/use-locale";
import { useFieldMessage } from "../../ui/field";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        name?: string;
        language?: string;
        configuration?: string;
      };
    }
  }
}

/**
 * "I am not a robot": the self-hosted ALTCHA proof-of-work widget; its payload is posted as `captcha`.
 * `answer` is the form's last answer from the server: each one starts a fresh check (CAPTCHA-FRESH), since
 * the server spends a solution once it has seen it, refused or not.
 */
export function CaptchaField({ errors, answer }: { errors?: string[] | undefined; answer?: unknown }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { locale } = useLocale();
  const [ready, setReady] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (answer) setRound((r) => r + 1);
  }, [answer]);
  useEffect(() => {
    let live = true;
    Promise.all([
      import("altcha"),
      locale === "bg" ? import("altcha/i18n/bg") : import("altcha/i18n/en"),
    ]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return (
    <div>
      {ready ? (
        <altcha-widget
          key={round}
          challenge="/api/v1/captcha"
          name="captcha"
          language={locale}
          configuration={JSON.stringify({ hideFooter: true, minDuration: 300 })}
        />
      ) : (
        <p className="text-sm text-stone-500">
          {t("auth.robotCheck")}: {t("auth.robotCheckLoading")}
        </p>
      )}
      {errors && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {errors.map(message).join(" ")}
        </p>
      )}
    </div>
  );
}
