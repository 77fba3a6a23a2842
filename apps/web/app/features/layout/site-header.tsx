import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { useCategories } from "../../lib/categories";
import { stripLocale } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { Container } from "../../ui/container";
import { CategoriesLoading } from "./categories-loading";
import { categoryMenu, type HeaderCategories, useHeaderCategories } from "./header-categories";
import { closedMenus, nextMenus } from "./header-menus";
import { Logo } from "./logo";
import { type HeaderUser, UserMenu } from "./user-menu";

// the open menus' content comes with their categories, when a menu is about to open (P5, ADR 044 and 048)
const CategoryMenu = lazy(() => categoryMenu().then((module) => ({ default: module.CategoryMenu })));

/**
 * Header: logo and title, category menu with subcategories, main links, the language switcher, the cart
 * (signed in only) and the account. A focused page (the purchase pages, see the pageAttributes guard)
 * keeps the logo, language, cart and account only. The menus' categories are asked when a menu is about to
 * open (HEADER-CATEGORIES, ADR 044).
 */
export function SiteHeader({
  user,
  cartCount = 0,
  cartExpired = false,
  bell = null,
  focused = false,
}: {
  user: HeaderUser | null;
  cartCount?: number;
  /** every item of the cart is there but its hold ran out */
  cartExpired?: boolean;
  /** the notifications bell, composed by the root so this feature does not import another */
  bell?: ReactNode;
  focused?: boolean;
}) {
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  const location = useLocation();
  // the phone's menu opens the navigation and the categories together (header-menus.ts)
  const [{ menu: menuOpen, categories: categoriesOpen }, dispatch] = useReducer(nextMenus, closedMenus);
  const panelId = useId();
  const navId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const phonePanelRef = useRef<HTMLDivElement>(null);
  const categoriesButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { categories, load, retry } = useHeaderCategories(locale, useCategories());

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menus whenever the page changes
  useEffect(() => {
    dispatch("dismiss");
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen && !categoriesOpen) return;
    const within = (node: Node | null) =>
      [panelRef, phonePanelRef, menuButton].some((ref) => node && ref.current?.contains(node));
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      // the focus was in what closes: it goes back to the button that opened it, not to the page's start
      const focused = document.activeElement;
      const inPhoneMenu = [phonePanelRef, menuButton].some((ref) => ref.current?.contains(focused));
      const back = inPhoneMenu ? menuButton : panelRef.current?.contains(focused) ? categoriesButton : null;
      dispatch("dismiss");
      back?.current?.focus();
    };
    // a press in the phone's menu or on its button is inside: closing there took away the link or retry being tapped
    const onClick = (e: MouseEvent) => within(e.target as Node) || dispatch("dismiss");
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [menuOpen, categoriesOpen]);

  const toggleMenus = () => {
    load();
    dispatch("toggle-menu");
  };
  const other = locale === "bg" ? "en" : "bg";
  const switchHref = `/switch-locale?to=${other}&path=${encodeURIComponent(stripLocale(location.pathname) + location.search)}`;
  const navLink = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium transition hover:bg-stone-100 ${isActive ? "text-primary" : "text-stone-700"}`;

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center gap-1.5 sm:gap-3">
        <Link
          to={to("/")}
          className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-primary"
        >
          <Logo />
          <span className="text-xl font-extrabold tracking-tight text-dark max-[380px]:sr-only">
            {t("brand")}
          </span>
        </Link>

        {!focused && (
          <div ref={panelRef} className="relative ml-2 hidden md:block">
            <button
              type="button"
              aria-expanded={categoriesOpen}
              aria-controls={panelId}
              ref={categoriesButton}
              // asked already on the way to a click, so the list is usually there when the menu opens
              onPointerEnter={load}
              onFocus={load}
              onClick={() => {
                load();
                dispatch("toggle-categories");
              }}
              className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              {t("nav.categories")}
              <svg
                viewBox="0 0 20 20"
                className={`h-4 w-4 transition ${categoriesOpen ? "rotate-180" : ""}`}
                aria-hidden="true"
              >
                <path
                  fill="currentColor"
                  d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z"
                />
              </svg>
            </button>
            {categoriesOpen && (
              <div
                id={panelId}
                aria-busy={categories.state === "loading"}
                className="absolute left-0 top-full mt-2 grid w-[min(56rem,90vw)] grid-cols-2 gap-x-6 gap-y-5 rounded-xl border border-stone-200 bg-white p-6 shadow-xl lg:grid-cols-3"
              >
                <OnDemandCategoryMenu
                  categories={categories}
                  retry={retry}
                  focusAfterRetry={categoriesButton}
                />
              </div>
            )}
          </div>
        )}

        {!focused && (
          <nav aria-label={t("nav.main")} className="ml-auto hidden items-center gap-1 md:flex">
            <NavLink to={to("/courses")} className={navLink} end>
              {t("nav.courses")}
            </NavLink>
            <NavLink to={to("/provider")} className={navLink}>
              {t("nav.providers")}
            </NavLink>
            <NavLink to={to("/how-it-works")} className={navLink}>
              {t("nav.howItWorks")}
            </NavLink>
          </nav>
        )}

        <a
          href={switchHref}
          hrefLang={other}
          lang={other}
          className={`ml-auto rounded-md border border-stone-300 px-2.5 py-1.5 text-xs font-bold uppercase tracking-wide text-stone-700 hover:bg-stone-100 ${focused ? "" : "md:ml-2"}`}
          title={t("nav.switchLanguage")}
        >
          <span aria-hidden="true">{other === "en" ? "EN" : "БГ"}</span>
          <span className="sr-only">{t("nav.switchLanguage")}</span>
        </a>

        {user && bell}

        {user && <CartLink count={cartCount} expired={cartExpired} />}

        <UserMenu user={user} />

        {!focused && (
          <button
            type="button"
            className="rounded-md p-2 text-stone-700 hover:bg-stone-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            ref={menuButton}
            onPointerEnter={load}
            onFocus={load}
            onClick={toggleMenus}
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
              <path
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"}
              />
            </svg>
          </button>
        )}
      </Container>

      {menuOpen && !focused && (
        <div
          id={navId}
          ref={phonePanelRef}
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-stone-200 bg-white md:hidden"
        >
          <Container className="py-4">
            <nav aria-label={t("nav.main")} className="mb-4 flex flex-col">
              <Link to={to("/courses")} className="rounded-md px-2 py-2 font-medium hover:bg-stone-100">
                {t("nav.courses")}
              </Link>
              <Link to={to("/provider")} className="rounded-md px-2 py-2 font-medium hover:bg-stone-100">
                {t("nav.providers")}
              </Link>
              <Link to={to("/how-it-works")} className="rounded-md px-2 py-2 font-medium hover:bg-stone-100">
                {t("nav.howItWorks")}
              </Link>
            </nav>
            {categoriesOpen && (
              <div
                aria-busy={categories.state === "loading"}
                className="grid gap-4 border-t border-stone-200 pt-4 sm:grid-cols-2"
              >
                <OnDemandCategoryMenu categories={categories} retry={retry} focusAfterRetry={menuButton} />
              </div>
            )}
          </Container>
        </div>
      )}
    </header>
  );
}

/** The cart icon with its item count, linking to the checkout; shown only when signed in. */
function CartLink({ count, expired }: { count: number; expired: boolean }) {
  const { t } = useTranslation("checkout");
  const { to } = useLocale();
  const name =
    count > 0 ? t("cart.headerLabel", { count }) : expired ? t("cart.headerExpired") : t("cart.headerEmpty");
  return (
    <Link
      to={to("/checkout")}
      aria-label={name}
      title={name}
      className="relative rounded-md p-2 text-stone-700 hover:bg-stone-100"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 4h2l2.4 10.2a1 1 0 001 .8h8.9a1 1 0 001-.8L20 7H6.2M9 20a1 1 0 100-2 1 1 0 000 2zm8 0a1 1 0 100-2 1 1 0 000 2z"
        />
      </svg>
      {count > 0 && (
        <span
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-white"
          aria-hidden="true"
        >
          {count}
        </span>
      )}
      {count === 0 && expired && (
        <span
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-500 px-1 text-xs font-bold text-dark"
          aria-hidden="true"
        >
          !
        </span>
      )}
    </Link>
  );
}

/** An open menu's categories, their code loaded on demand (ADR 048), with a retry after a failure. */
function OnDemandCategoryMenu({
  categories,
  retry,
  focusAfterRetry,
}: {
  categories: HeaderCategories;
  retry: () => void;
  focusAfterRetry: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Suspense fallback={<CategoriesLoading />}>
      <CategoryMenu
        categories={categories}
        retry={() => {
          retry();
          // the retry button goes away: the focus waits on the menu's button, not on the page
          focusAfterRetry.current?.focus();
        }}
      />
    </Suspense>
  );
}
