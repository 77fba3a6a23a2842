import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, cities, countries, districts, languages } from "../../db/schema/index";

/** Reads the reference tables behind GET /index in four small queries. */
export async function readReferenceData(db: Db) {
  const [categoryRows, countryRows, cityRows, districtRows, languageRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(countries).orderBy(asc(countries.position)),
    db.select().from(cities).orderBy(asc(cities.position)),
    db.select().from(districts).orderBy(asc(districts.position)),
    db.select().from(languages).orderBy(asc(languages.position)),
  ]);
  return { categoryRows, countryRows, cityRows, districtRows, languageRows };
}
