import { integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";

/** Reference data: countries, locations (LOCATIONS) and the languages offered (USER-LANGUAGES). */
export const countries = pgTable("countries", {
  iso: text("iso").primaryKey(),
  nameBg: text("name_bg").notNull(),
  nameEn: text("name_en").notNull(),
  position: integer("position").notNull().default(0),
});

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    countryIso: text("country_iso")
      .notNull()
      .references(() => countries.iso),
    slug: text("slug").notNull().unique(),
    nameBg: text("name_bg").notNull(),
    nameEn: text("name_en").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [unique("cities_country_name_key").on(t.countryIso, t.nameBg)],
);

export const districts = pgTable(
  "districts",
  {
    id: serial("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    nameBg: text("name_bg").notNull(),
    nameEn: text("name_en").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [unique("districts_city_name_key").on(t.cityId, t.nameBg)],
);

export const languages = pgTable("languages", {
  code: text("code").primaryKey(),
  nameBg: text("name_bg").notNull(),
  nameEn: text("name_en").notNull(),
  position: integer("position").notNull().default(0),
});
