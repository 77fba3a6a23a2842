import type { HeaderUser as ApiHeaderUser } from "@kursove/contracts";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";

// the open menu's links come when the menu is about to open, not with every page (P5, ADR 048)
const accountMenu = () => import("./account-menu");
const AccountMenu = lazy(() => accountMenu().then((module) => ({ default: module.AccountMenu })));

/** The header's user as the root sends it to the page: the API's header user without the id. */
export type HeaderUser = Omit<ApiHeaderUser, "id">;

/** Visitors get the join link; signed-in users their name and a menu. */
export function UserMenu({ user }: { user: HeaderUser | null }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      // the focus was on a link of the menu that goes: back to the menu's button, not to the page's start
      const inside = ref.current?.contains(document.activeElement);
      setOpen(false);
      if (inside) button.current?.focus();
    };
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
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        ref={button}
        onPointerEnter={accountMenu}
        onFocus={accountMenu}
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
        <Suspense>
          <AccountMenu id={menuId} user={user} />
        </Suspense>
      )}
    </div>
  );
}
