import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { logoutAction } from "./signing-out";

export type HeaderUser = { name: string; is_admin: boolean; is_provider: boolean; is_lector: boolean };

/** Visitors get the join link; signed-in users their name and a menu. */
export function UserMenu({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onClick = (e: MouseEvent) =>
      ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  if (!user) {
    return (
      <Link to={to("/login")} className={buttonVariants({ variant: "primary", size: "sm" })}>
        {t("nav.join")}
      </Link>
    );
  }
  const item = "block w-full rounded-md px-3 py-2 text-left text-sm text-stone-800 hover:bg-stone-100";
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full border border-stone-300 py-1 pl-1 pr-3 text-sm font-semibold text-stone-800 hover:bg-stone-100"
      >
        <span
          className="flex h-7 w-7 items-center justify-center rounded-full bg-primary text-xs font-bold text-white"
          aria-hidden="true"
        >
          {user.name
            .split(" ")
            .map((w) => w.slice(0, 1))
            .slice(0, 2)
            .join("")}
        </span>
        <span className="sr-only">{t("nav.userMenu")}: </span>
        <span className="sr-only sm:not-sr-only sm:max-w-[10rem] sm:truncate">{user.name}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 top-full z-50 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl"
        >
          <ul>
            {user.is_provider && (
              <li>
                <Link to={to("/dashboard")} className={item}>
                  {t("nav.dashboard")}
                </Link>
              </li>
            )}
            <li>
              <Link to={to("/profile")} className={item}>
                {t("nav.profile")}
              </Link>
            </li>
            {user.is_admin && (
              <li>
                <Link to={to("/admin")} className={item}>
                  {t("nav.adminPanel")}
                </Link>
              </li>
            )}
            {user.is_lector && (
              <li>
                <Link to={to("/lector")} className={item}>
                  {t("lector:menu")}
                </Link>
              </li>
            )}
            <li className="mt-1 border-t border-stone-100 pt-1">
              <Form method="post" action={logoutAction}>
                <button type="submit" className={item}>
                  {t("nav.logout")}
                </button>
              </Form>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
