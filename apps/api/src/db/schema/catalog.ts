import { type AnyPgColumn, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

/** Categories and their subcategories (parent_id set) in one tree. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    nameBg: text("name_bg").notNull(),
    nameEn: text("name_en").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);
