import type { Category, CourseListResponse } from "@kursove/contracts";
import { localeInfo } from "@kursove/i18n";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { formatDay, formatMoney, moneySign } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import {
  applyTypedPrices,
  clearFilters,
  clearKeys,
  countActive,
  type Filters,
  filterLinkRel,
  fromSearchParams,
  isThisWeek,
  listOf,
  setValue,
  singleOf,
  toggleCategory,
  toggleSubcategory,
  toggleThisWeek,
  toggleValue,
  toSearch,
} from "./filters";

type Facets = CourseListResponse["filters"];

/** The languages offered for courses. */
const courseLanguages = ["bg", "en", "de", "es", "fr", "pt", "it"];
const ratingSteps = ["4.5", "4", "3"];
const audienceChoices = ["consumers", "business", "kids"];

/**
 * The filters of the page as the visitor sees them: while a filter change is loading, the filters it goes
 * to (so a second click builds on the first), and the links and navigation that keep the scroll position.
 */
export function useCatalogueFilters(current: Filters) {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  // what the visitor just chose, shown at once (a navigation's own state arrives a moment later)
  const [chosen, setChosen] = useState<{ at: string; filters: Filters } | null>(null);
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : undefined;
  const filters =
    chosen?.at === location.key ? chosen.filters : pending ? fromSearchParams(pending.search) : current;
  const href = (next: Filters) => `${location.pathname}${toSearch(next)}`;
  const go = (next: Filters) => {
    setChosen({ at: location.key, filters: next });
    navigate(href(next), { preventScrollReset: true });
  };
  return { filters, href, go, isLoading: pending !== undefined };
}

/** True once React runs in the browser (before that the page is a plain form). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** A number in the page's language, at most one decimal: 4,5 / 4.5. */
export function useNumber() {
  const { locale } = useLocale();
  return (value: number | string) =>
    new Intl.NumberFormat(localeInfo[locale].iso, { maximumFractionDigits: 1 }).format(Number(value));
}

const field =
  "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-dark focus-visible:outline-2 focus-visible:outline-primary";
const choice = "h-4 w-4 shrink-0 accent-primary";

/**
 * The filter sidebar, a drawer on phones. It is a GET form whose fields are named like the API's
 * parameters, so it filters without JavaScript; with JavaScript every change applies at once.
 */
export function FilterPanel({
  id,
  filters,
  go,
  href,
  facets,
  categories,
  total,
  isOpen,
  onClose,
}: {
  id: string;
  filters: Filters;
  go: (next: Filters) => void;
  href: (next: Filters) => string;
  facets: Facets;
  categories: Category[];
  total: number;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("catalog");
  const { to, locale } = useLocale();
  const hydrated = useHydrated();
  const number = useNumber();
  const closeRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const categoryId = singleOf(filters, "category_id");
  const category = categories.find((c) => String(c.id) === categoryId);
  const countOf = (list: { value: string; count: number }[], value: string) =>
    list.find((x) => x.value === value)?.count ?? 0;
  const bounds = facets.prices;

  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      if (e.key !== "Tab" || !panelRef.current) return;
      // a modal drawer keeps the focus inside until it is closed
      const focusable = panelRef.current.querySelectorAll<HTMLElement>(
        "a[href], button:not([tabindex='-1']), input:not([type=hidden]), select",
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [isOpen, onClose]);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(e.currentTarget))
      if (typeof value === "string") params.append(key, value);
    go(applyTypedPrices(fromSearchParams(params), bounds));
    if ((e.nativeEvent as SubmitEvent).submitter?.dataset.closes) onClose();
  };
  const priceOf = (key: string) => {
    const minor = singleOf(filters, key);
    return minor ? String(Number(minor) / 100) : "";
  };

  return (
    <div
      id={id}
      ref={panelRef}
      // a modal dialog while open on a phone, otherwise a labelled region beside the results
      {...{
        role: isOpen ? "dialog" : "region",
        "aria-modal": isOpen || undefined,
        "aria-labelledby": `${id}-title`,
      }}
      className={`${isOpen ? "max-lg:fixed max-lg:inset-0 max-lg:z-[55] max-lg:flex" : "max-lg:hidden max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-[55] max-lg:target:flex"} justify-end bg-dark/50 lg:block lg:bg-transparent`}
    >
      {isOpen && (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("filters.close")}
          onClick={onClose}
          className="absolute inset-0 cursor-default lg:hidden"
        />
      )}
      <form
        id={`${id}-form`}
        method="get"
        action={to("/courses")}
        onSubmit={onSubmit}
        className="relative flex h-full w-full max-w-sm flex-col bg-white shadow-2xl lg:h-auto lg:max-w-none lg:rounded-xl lg:border lg:border-stone-200 lg:shadow-sm"
      >
        <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
          <h2 id={`${id}-title`} className="text-lg font-bold text-dark">
            {t("filters.title")}
          </h2>
          {countActive(filters) > 0 && (
            <Link
              to={href(clearFilters(filters))}
              preventScrollReset
              className="ml-auto text-sm font-semibold text-primary hover:underline"
            >
              {t("filters.clear")}
            </Link>
          )}
          <DrawerControl
            controlRef={closeRef}
            href="#results"
            onClick={onClose}
            className="-mr-2 rounded-md p-2 text-stone-600 hover:bg-stone-100 lg:hidden"
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only">{t("filters.close")}</span>
          </DrawerControl>
        </div>

        <div className="flex-1 divide-y divide-stone-200 overflow-y-auto overscroll-contain px-5 lg:overflow-visible">
          <Section>
            <label htmlFor={`${id}-category`} className="mb-2 block text-sm font-bold text-dark">
              {t("filters.category")}
            </label>
            <select
              id={`${id}-category`}
              name="category_id"
              value={categoryId ?? ""}
              onChange={(e) => {
                const chosen = e.target.value || categoryId;
                if (chosen) go(toggleCategory(filters, chosen));
              }}
              className={field}
            >
              <option value="">{t("filters.allCategories")}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({facets.categories.find((f) => f.id === c.id)?.count ?? 0})
                </option>
              ))}
            </select>
            {category && category.subcategories.length > 0 && (
              <fieldset className="mt-4">
                <legend className="mb-1 text-xs font-bold uppercase tracking-wide text-stone-600">
                  {t("filters.subcategories")}
                </legend>
                {[{ id: 0, name: t("filters.allSubcategories") }, ...category.subcategories].map((s) => (
                  <Choice
                    key={s.id}
                    type="radio"
                    name="subcategory_id"
                    value={s.id ? String(s.id) : ""}
                    label={s.name}
                    checked={(singleOf(filters, "subcategory_id") ?? "") === (s.id ? String(s.id) : "")}
                    onChange={() =>
                      go(
                        s.id
                          ? toggleSubcategory(filters, category.id, s.id)
                          : setValue(filters, "subcategory_id", undefined),
                      )
                    }
                  />
                ))}
              </fieldset>
            )}
          </Section>

          <Group legend={t("filters.type")}>
            {facets.types.map(({ value, count }) => (
              <Choice
                key={value}
                type="checkbox"
                name="type"
                value={value}
                label={t(`courseType.${value}`, { ns: "common" })}
                count={count}
                checked={listOf(filters, "type").includes(value)}
                onChange={() => go(toggleValue(filters, "type", value))}
              />
            ))}
          </Group>

          <Group legend={t("filters.price")}>
            <div className="flex items-end gap-2">
              {(["price_min", "price_max"] as const).map((key) => (
                <div key={key} className="min-w-0 flex-1">
                  <label htmlFor={`${id}-${key}`} className="mb-1 block text-xs font-semibold text-stone-600">
                    {t(key === "price_min" ? "filters.priceFrom" : "filters.priceTo", {
                      currency: moneySign(locale),
                    })}
                  </label>
                  <PriceInput
                    id={`${id}-${key}`}
                    name={key === "price_min" ? "price_from" : "price_to"}
                    value={priceOf(key)}
                    placeholder={String(
                      key === "price_min" ? Math.floor(bounds.min / 100) : Math.ceil(bounds.max / 100),
                    )}
                  />
                </div>
              ))}
              <button
                type="submit"
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary hover:bg-primary hover:text-white"
              >
                <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M11.3 4.3a1 1 0 011.4 0l5 5a1 1 0 010 1.4l-5 5a1 1 0 01-1.4-1.4l3.3-3.3H3a1 1 0 110-2h11.6l-3.3-3.3a1 1 0 010-1.4z"
                  />
                </svg>
                <span className="sr-only">{t("filters.applyPrice")}</span>
              </button>
            </div>
            {bounds.max > 0 && (
              <p className="mt-2 text-xs text-stone-600">
                {t("filters.priceRange", {
                  min: number(Math.floor(bounds.min / 100)),
                  max: number(Math.ceil(bounds.max / 100)),
                  currency: moneySign(locale),
                })}
              </p>
            )}
          </Group>

          <Group legend={t("filters.language")}>
            {[...courseLanguages]
              .sort((a, b) => countOf(facets.languages, b) - countOf(facets.languages, a))
              .map((code) => (
                <Choice
                  key={code}
                  type="checkbox"
                  name="language"
                  value={code}
                  label={t(`language.${code}`, { ns: "common" })}
                  count={countOf(facets.languages, code)}
                  checked={listOf(filters, "language").includes(code)}
                  onChange={() => go(toggleValue(filters, "language", code))}
                />
              ))}
          </Group>

          <Section>
            <label htmlFor={`${id}-city`} className="block text-sm font-bold text-dark">
              {t("filters.city")}
            </label>
            <p id={`${id}-city-hint`} className="mb-2 text-xs text-stone-600">
              {t("filters.cityHint")}
            </p>
            <select
              id={`${id}-city`}
              name="city"
              aria-describedby={`${id}-city-hint`}
              value={singleOf(filters, "city") ?? ""}
              onChange={(e) => go(setValue(filters, "city", e.target.value))}
              className={field}
            >
              <option value="">{t("filters.allCities")}</option>
              {facets.cities.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.name} ({c.count})
                </option>
              ))}
              {filters.city && !facets.cities.some((c) => c.value === filters.city) && (
                <option value={singleOf(filters, "city")}>{singleOf(filters, "city")} (0)</option>
              )}
            </select>
          </Section>

          <Group legend={t("filters.dates")}>
            <div className="grid gap-3">
              {(["date_from", "date_to"] as const).map((key) => (
                <div key={key} className="min-w-0">
                  <label htmlFor={`${id}-${key}`} className="mb-1 block text-xs font-semibold text-stone-600">
                    {t(key === "date_from" ? "filters.dateFrom" : "filters.dateTo")}
                  </label>
                  <input
                    id={`${id}-${key}`}
                    type="date"
                    name={key}
                    value={singleOf(filters, key) ?? ""}
                    min={key === "date_to" ? singleOf(filters, "date_from") : undefined}
                    onChange={(e) => go(setValue(filters, key, e.target.value))}
                    className={`${field} px-2`}
                  />
                </div>
              ))}
            </div>
          </Group>

          <Group legend={t("filters.rating")}>
            {["", ...ratingSteps].map((value) => (
              <Choice
                key={value || "any"}
                type="radio"
                name="rating"
                value={value}
                label={
                  value ? `★ ${t("filters.ratingAtLeast", { value: number(value) })}` : t("filters.anyRating")
                }
                checked={(singleOf(filters, "rating") ?? "") === value}
                onChange={() => go(setValue(filters, "rating", value))}
              />
            ))}
          </Group>

          <Group legend={t("filters.audience")}>
            {["", ...audienceChoices].map((value) => (
              <Choice
                key={value || "any"}
                type="radio"
                name="audience"
                value={value}
                label={value ? t(`audience.${value}`, { ns: "common" }) : t("filters.anyAudience")}
                count={value ? countOf(facets.audiences, value) : undefined}
                checked={(singleOf(filters, "audience") ?? "") === value}
                onChange={() => go(setValue(filters, "audience", value))}
              />
            ))}
          </Group>
        </div>

        {["q", "provider"].map((key) =>
          filters[key] ? <input key={key} type="hidden" name={key} value={singleOf(filters, key)} /> : null,
        )}
        <div className={`border-t border-stone-200 p-4 ${hydrated ? "lg:hidden" : ""}`}>
          <button
            type="submit"
            data-closes="true"
            className={buttonVariants({ variant: "primary", size: "lg", className: "w-full" })}
          >
            {hydrated ? t("filters.show", { count: total }) : t("filters.apply")}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * Opens or closes the drawer: a link to #id before JavaScript runs (the drawer opens with :target),
 * a button once it does.
 */
export function DrawerControl({
  href,
  onClick,
  controlRef,
  expanded,
  controls,
  className,
  children,
}: {
  href: string;
  onClick: () => void;
  controlRef?: React.Ref<HTMLElement>;
  expanded?: boolean;
  controls?: string;
  className: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a ref={controlRef as React.Ref<HTMLAnchorElement>} href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button
      ref={controlRef as React.Ref<HTMLButtonElement>}
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      className={className}
    >
      {children}
    </button>
  );
}

function Section({ children }: { children: React.ReactNode }) {
  return <div className="py-5">{children}</div>;
}

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="py-5">
      <legend className="float-left mb-2 w-full text-sm font-bold text-dark">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

function Choice({
  type,
  name,
  value,
  label,
  count,
  checked,
  onChange,
}: {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  label: string;
  count?: number;
  checked: boolean;
  onChange: () => void;
}) {
  const isEmpty = count === 0 && !checked;
  return (
    <label
      className={`flex cursor-pointer items-center gap-2.5 rounded-md py-1.5 text-sm hover:text-primary ${isEmpty ? "text-stone-500" : "text-stone-800"}`}
    >
      <input type={type} name={name} value={value} checked={checked} onChange={onChange} className={choice} />
      <span className="flex-1">{label}</span>
      {count !== undefined && (
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600">
          {count}
        </span>
      )}
    </label>
  );
}

/** A price in leva; with JavaScript it applies when the visitor leaves the field (Enter submits the form). */
function PriceInput({ value, ...props }: { id: string; name: string; value: string; placeholder: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // the URL changed (a chip, the back button): show its price unless the visitor is typing one
    if (ref.current && document.activeElement !== ref.current) ref.current.value = value;
  }, [value]);
  return (
    <input
      ref={ref}
      {...props}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      defaultValue={value}
      onBlur={(e) => {
        if (e.currentTarget.value !== value) e.currentTarget.form?.requestSubmit();
      }}
      className={field}
    />
  );
}

const chip =
  "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/** Quick filters above the results; links, so they work without JavaScript. */
export function QuickFilters({ filters, href }: { filters: Filters; href: (next: Filters) => string }) {
  const { t } = useTranslation("catalog");
  const types = listOf(filters, "type");
  const isForKids = singleOf(filters, "audience") === "kids";
  const quick = [
    { key: "online", on: types.includes("online"), next: toggleValue(filters, "type", "online") },
    { key: "thisWeek", on: isThisWeek(filters), next: toggleThisWeek(filters) },
    {
      key: "certification",
      on: types.includes("certification"),
      next: toggleValue(filters, "type", "certification"),
    },
    { key: "kids", on: isForKids, next: setValue(filters, "audience", isForKids ? undefined : "kids") },
  ];
  return (
    <nav aria-label={t("quick.label")} className="-mx-4 mt-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {quick.map(({ key, on, next }) => (
          <li key={key} className="shrink-0">
            <Link
              to={href(next)}
              rel={filterLinkRel(next)}
              preventScrollReset
              aria-current={on ? "true" : undefined}
              className={`${chip} ${on ? "bg-primary text-white ring-primary" : "bg-white text-stone-800 ring-stone-300 hover:text-primary hover:ring-primary"}`}
            >
              {on && (
                <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M16.7 5.3a1 1 0 010 1.4l-8 8a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L8 12.6l7.3-7.3a1 1 0 011.4 0z"
                  />
                </svg>
              )}
              {t(`quick.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The chosen filters as chips, each with × to remove it. */
export function ActiveFilters({
  filters,
  facets,
  categories,
  href,
}: {
  filters: Filters;
  facets: Facets;
  categories: Category[];
  href: (next: Filters) => string;
}) {
  const { t } = useTranslation("catalog");
  const { locale } = useLocale();
  const number = useNumber();
  const chips: { key: string; label: string; next: Filters; name?: string }[] = [];
  const q = singleOf(filters, "q");
  if (q) chips.push({ key: "q", label: t("active.search", { q }), name: q, next: clearKeys(filters, "q") });
  const category = categories.find((c) => String(c.id) === singleOf(filters, "category_id"));
  if (category)
    chips.push({ key: "category", label: category.name, next: toggleCategory(filters, category.id) });
  const subcategory = category?.subcategories.find(
    (s) => String(s.id) === singleOf(filters, "subcategory_id"),
  );
  if (subcategory) {
    chips.push({ key: "subcategory", label: subcategory.name, next: clearKeys(filters, "subcategory_id") });
  }
  for (const type of listOf(filters, "type")) {
    const label = t(`courseType.${type}`, { ns: "common" });
    chips.push({ key: `type-${type}`, label, next: toggleValue(filters, "type", type) });
  }
  const [min, max] = [singleOf(filters, "price_min"), singleOf(filters, "price_max")];
  if (min || max) {
    const money = (minor: string) => formatMoney(Number(minor), locale);
    const label =
      min && max
        ? `${money(min)} – ${money(max)}`
        : min
          ? t("active.priceFrom", { price: money(min) })
          : t("active.priceTo", { price: money(max ?? "0") });
    chips.push({ key: "price", label, next: clearKeys(filters, "price_min", "price_max") });
  }
  for (const code of listOf(filters, "language")) {
    const label = t(`language.${code}`, { ns: "common", defaultValue: code });
    chips.push({ key: `language-${code}`, label, next: toggleValue(filters, "language", code) });
  }
  const city = singleOf(filters, "city");
  if (city) {
    const label = facets.cities.find((c) => c.value === city)?.name ?? city;
    chips.push({ key: "city", label, next: clearKeys(filters, "city") });
  }
  const [from, to] = [singleOf(filters, "date_from"), singleOf(filters, "date_to")];
  if (from || to) {
    const day = (d: string) => formatDay(d, locale, { day: "numeric", month: "short" });
    const label =
      from && to
        ? `${day(from)} – ${day(to)}`
        : from
          ? t("active.dateFrom", { date: day(from) })
          : t("active.dateTo", { date: day(to ?? "") });
    chips.push({ key: "dates", label, next: clearKeys(filters, "date_from", "date_to") });
  }
  const rating = singleOf(filters, "rating");
  if (rating)
    chips.push({
      key: "rating",
      label: t("active.rating", { value: number(rating) }),
      next: clearKeys(filters, "rating"),
    });
  const audience = singleOf(filters, "audience");
  if (audience) {
    chips.push({
      key: "audience",
      label: t(`audience.${audience}`, { ns: "common" }),
      next: clearKeys(filters, "audience"),
    });
  }
  const provider = singleOf(filters, "provider");
  if (provider) {
    chips.push({
      key: "provider",
      label: t("active.provider", { name: provider }),
      next: clearKeys(filters, "provider"),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <h3 className="sr-only">{t("active.label")}</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ key, label, name, next }) => (
          <li key={key}>
            <Link
              to={href(next)}
              rel={filterLinkRel(next)}
              preventScrollReset
              aria-label={t("active.remove", { name: name ?? label })}
              className={`${chip} bg-secondary text-primary ring-transparent hover:ring-primary`}
            >
              {label}
              <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
                <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l8 8M14 6l-8 8" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {countActive(filters) > 0 && (
        <Link
          to={href(clearFilters(filters))}
          preventScrollReset
          className="px-2 text-sm font-semibold text-stone-700 underline-offset-2 hover:text-primary hover:underline"
        >
          {t("empty.clear")}
        </Link>
      )}
    </div>
  );
}
