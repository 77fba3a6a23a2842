import type { Category, CourseListResponse } from "@kursove/contracts";
import { clearKeys, type Filters, listOf, singleOf, toggleCategory, toggleValue } from "./filters";

/** One chosen filter as a chip: its text, the filters without it and, if not the text, the name read out. */
export type ActiveChip = { key: string; label: string; next: Filters; name?: string };

/** How the chips put their values into words, in the page's language. */
export type ChipWords = {
  t: (key: string, options?: Record<string, unknown>) => string;
  number: (value: string) => string;
  money: (minor: string) => string;
  day: (date: string) => string;
};

/** The chosen filters as chips, in the order of the panel, each removing itself when followed. */
export function activeChipsOf(
  filters: Filters,
  cities: CourseListResponse["filters"]["cities"],
  categories: Category[],
  { t, number, money, day }: ChipWords,
): ActiveChip[] {
  const chips: ActiveChip[] = [];
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
    const label = cities.find((c) => c.value === city)?.name ?? city;
    chips.push({ key: "city", label, next: clearKeys(filters, "city") });
  }
  const [from, to] = [singleOf(filters, "date_from"), singleOf(filters, "date_to")];
  if (from || to) {
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
    const label = t(`audience.${audience}`, { ns: "common" });
    chips.push({ key: "audience", label, next: clearKeys(filters, "audience") });
  }
  const provider = singleOf(filters, "provider");
  if (provider) {
    const label = t("active.provider", { name: provider });
    chips.push({ key: "provider", label, next: clearKeys(filters, "provider") });
  }
  return chips;
}
