import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/use-locale";

export const cookieAcceptedKey = "cookieAccepted";

/**
 * Runs in the page's head before the first paint: a visitor who accepted gets `data-cookies-accepted` on
 * `<html>`, and the stylesheet hides the server-rendered notice, so it neither flashes for them nor waits
 * for hydration to appear for the others (it was the phone's largest paint).
 */
export const cookieAcceptedScript = `try{if(localStorage.getItem("${cookieAcceptedKey}")==="true")document.documentElement.dataset.cookiesAccepted=""}catch(e){}`;

/** Shown until accepted; acceptance is remembered in localStorage under cookieAccepted. */
export function CookieNotice() {
  const { t } = useTranslation();
  const { to } = useLocale();
  // rendered by the server for everyone; the head script hides it at once for those who accepted
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    try {
      setVisible(window.localStorage.getItem(cookieAcceptedKey) !== "true");
    } catch {
      setVisible(true);
    }
  }, []);
  if (!visible) return null;
  const accept = () => {
    try {
      window.localStorage.setItem(cookieAcceptedKey, "true");
    } catch {
      // storage can be blocked; the notice then simply closes for this page view
    }
    setVisible(false);
  };
  return (
    <section
      data-cookie-notice=""
      aria-label={t("cookies.label")}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-3xl flex-col gap-3 rounded-xl bg-dark p-4 text-sm text-stone-100 shadow-2xl sm:flex-row sm:items-center"
    >
      <p className="flex-1">
        {t("cookies.text")}{" "}
        <Link to={to("/cookie-policy")} className="font-semibold text-accent underline">
          {t("cookies.more")}
        </Link>
      </p>
      <button
        type="button"
        onClick={accept}
        className="rounded-lg bg-accent px-4 py-2 font-semibold text-dark hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t("cookies.accept")}
      </button>
    </section>
  );
}
