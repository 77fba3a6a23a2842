import type { CourseDetail, ProviderDetail } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { courseBreadcrumbJsonLd, courseJsonLd, providerJsonLd } from "./structured-data";

// Only the fields the structured data reads; the rest of a course does not shape it.
const course = {
  title: "Керамика",
  slug: "keramika",
  description: "Уроци по грънчарство",
  language: "bg",
  provider: { name: "Ателие", slug: "atelie" },
  current_price: 2999,
  currency: "EUR",
  rating: 4.5,
  rating_count: 0,
  category: { id: "c1", name: "Изкуство" },
} as unknown as CourseDetail;

describe("course structured data", () => {
  it("gives the offer in major units and no rating before the first review", () => {
    const data = courseJsonLd(course, { origin: "https://kursove.bg", locale: "en" });
    expect(data.offers.price).toBe("29.99");
    expect(data.provider.url).toBe("https://kursove.bg/en/provider/atelie");
    expect(data).not.toHaveProperty("aggregateRating");
    const rated = courseJsonLd({ ...course, rating_count: 3 }, { origin: "", locale: "bg" });
    expect(rated).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 3 } });
  });

  it("leads the breadcrumb from the catalogue, named in the page's language, through the category", () => {
    const bg = courseBreadcrumbJsonLd(course, { origin: "https://kursove.bg", locale: "bg" });
    expect(bg.itemListElement.map((i) => i.name)).toEqual(["Курсове", "Изкуство", "Керамика"]);
    expect(bg.itemListElement[1]?.item).toBe("https://kursove.bg/courses?category_id=c1");
    const en = courseBreadcrumbJsonLd({ ...course, category: null }, { origin: "", locale: "en" });
    expect(en.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, "Courses"],
      [2, "Керамика"],
    ]);
  });
});

describe("provider structured data", () => {
  it("names only the contacts the provider gives", () => {
    const provider = {
      name: "Ателие",
      punchline: "Глина и огън",
      website: "https://atelie.bg",
      email: null,
      phone: "+359 888",
      address: "",
      rating: 5,
      rating_count: 2,
    } as unknown as ProviderDetail;
    const data = providerJsonLd(provider);
    expect(data).toMatchObject({ url: "https://atelie.bg", telephone: "+359 888" });
    expect(data).not.toHaveProperty("email");
    expect(data).not.toHaveProperty("address");
    expect(data).toMatchObject({ aggregateRating: { reviewCount: 2 } });
  });
});
