import {
  courseSorts,
  courseStatuses,
  courseTimings,
  type IndexResponse,
  orderStatuses,
} from "@kursove/contracts";
import { type Locale, translate } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { readReferenceData } from "./reference.repository";

const label = (locale: Locale, key: string) => translate(locale, key, {}, "common");

/** The global index data in one language. */
export async function getIndex(db: Db, locale: Locale): Promise<IndexResponse> {
  const { categoryRows, countryRows, cityRows, districtRows, languageRows } = await readReferenceData(db);
  const name = (row: { nameBg: string; nameEn: string }) => (locale === "bg" ? row.nameBg : row.nameEn);
  const tops = categoryRows.filter((c) => c.parentId === null);
  return {
    categories: tops.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: name(c),
      subcategories: categoryRows
        .filter((s) => s.parentId === c.id)
        .map((s) => ({ id: s.id, slug: s.slug, name: name(s) })),
    })),
    countries: countryRows.map((country) => ({
      iso: country.iso,
      name: name(country),
      cities: cityRows
        .filter((city) => city.countryIso === country.iso)
        .map((city) => ({
          id: city.id,
          slug: city.slug,
          name: name(city),
          districts: districtRows
            .filter((d) => d.cityId === city.id)
            .map((d) => ({ id: d.id, name: name(d) })),
        })),
    })),
    languages: languageRows.map((l) => ({ code: l.code, name: name(l) })),
    rankings: courseSorts.map((value) => ({ value, name: label(locale, `sort.${value}`) })),
    statuses: {
      course: courseStatuses.map((value) => ({ value, name: label(locale, `status.course.${value}`) })),
      order: orderStatuses.map((value) => ({ value, name: label(locale, `status.order.${value}`) })),
      timing: courseTimings.map((value) => ({ value, name: label(locale, `timing.${value}`) })),
    },
  };
}
