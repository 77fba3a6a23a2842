import { type KeyboardEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";

export type SideNavItem = { to: string; label: string; end?: boolean };

/** Up to this many entries wrap into one or two rows on a phone; more fold behind the current one's name. */
export const FOLD_AFTER = 4;

/** The entry a path belongs to, as NavLink lights it: the page itself, or a page under it unless `end`. */
export function currentItem(items: SideNavItem[], pathname: string): SideNavItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return items
    .filter((item) => path === item.to || (!item.end && path.startsWith(`${item.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * The section menu of an area (profile, provider dashboard, admin, lector): a column on wide screens. On a
 * phone a long menu (MENU-PHONE) folds behind a button with the current section's name, a native
 * disclosure that opens without JavaScript too; wrapped, the dashboard's 17 entries filled the first
 * screen before any content. A short menu (the lector's 3) still wraps into a row.
 */
export function SideNav({
  label,
  items,
  tone = "primary",
}: {
  label: string;
  items: SideNavItem[];
  tone?: "primary" | "dark";
}) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const details = useRef<HTMLDetailsElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a section chosen closes the menu on its new page
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);
  const active = tone === "dark" ? "bg-dark text-white" : "bg-primary text-white";
  // the open menu's box frames its entries; the wrapped row and the short menu frame each entry
  const list = (className: string, framed = true) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end ?? false}
            className={({ isActive }) =>
              `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ${framed ? "ring-1 lg:ring-0" : ""} ${isActive ? `${active} ring-transparent` : "text-stone-700 ring-stone-200 hover:bg-stone-100"}`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  if (items.length <= FOLD_AFTER)
    return (
      <nav aria-label={label} className="min-w-0">
        {list("flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap")}
      </nav>
    );
  const current = currentItem(items, pathname);
  // Escape closes the open menu and leaves the focus on its button, where the keyboard user opened it
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector("summary")?.focus();
  };
  return (
    <nav aria-label={label} className="min-w-0">
      <details ref={details} onKeyDown={onKeyDown} className="group lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg bg-white px-3 py-2.5 text-sm font-semibold text-dark ring-1 ring-stone-300 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 truncate">
            {current ? t("sideNav.current", { section: current.label }) : label}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180"
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </summary>
        {list("mt-2 grid gap-0.5 rounded-xl bg-white p-1.5 ring-1 ring-stone-200", false)}
      </details>
      {list("hidden lg:flex lg:flex-col", false)}
    </nav>
  );
}
