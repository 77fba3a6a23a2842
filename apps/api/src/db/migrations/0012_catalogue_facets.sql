CREATE TABLE "catalogue_facets" (
	"category_id" integer,
	"subcategory_id" integer,
	"language" text NOT NULL,
	"city_id" integer,
	"types" text[] NOT NULL,
	"audience" text[] NOT NULL,
	"courses" integer NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	CONSTRAINT "catalogue_facets_key" UNIQUE NULLS NOT DISTINCT("category_id","subcategory_id","language","city_id","types","audience")
);
--> statement-breakpoint
CREATE INDEX "courses_category_rating_idx" ON "courses" USING btree ("category_id","rating_avg_x100" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "courses_category_newest_idx" ON "courses" USING btree ("category_id","published_at" DESC NULLS FIRST,"id") WHERE status = 'approved';--> statement-breakpoint
-- The catalogue summed per facet combination (issue 11, P3), kept by statement triggers on courses and
-- providers. A public course is approved and its provider is approved. Each trigger sums what entered and
-- what left per combination and hands it to kursove_apply_facet_changes.
CREATE TYPE kursove_facet_change AS (
  category_id integer, subcategory_id integer, language text, city_id integer, types text[], audience text[],
  entered integer, left_ integer, entered_min integer, entered_max integer, left_min integer, left_max integer
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursove_apply_facet_changes(changes kursove_facet_change[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  IF coalesce(array_length(changes, 1), 0) = 0 THEN
    RETURN;
  END IF;
  -- counts move by their deltas and prices widen; rows are locked in key order, so writers never deadlock
  INSERT INTO catalogue_facets AS f
    (category_id, subcategory_id, language, city_id, types, audience, courses, min_price, max_price)
  SELECT c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience, c.entered - c.left_,
    coalesce(c.entered_min, 2147483647), coalesce(c.entered_max, -1)
  FROM unnest(changes) c
  ORDER BY c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience
  ON CONFLICT ON CONSTRAINT catalogue_facets_key DO UPDATE SET
    courses = f.courses + excluded.courses,
    min_price = least(f.min_price, excluded.min_price),
    max_price = greatest(f.max_price, excluded.max_price);
  -- a course that left may have held the lowest or highest price: those combinations are read again (the
  -- row lock above is held, and this statement sees every writer that committed before it was granted)
  FOR k IN
    SELECT f.* FROM unnest(changes) c
    JOIN catalogue_facets f ON (f.category_id, f.subcategory_id, f.language, f.city_id, f.types, f.audience)
      IS NOT DISTINCT FROM (c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience)
    WHERE c.left_ > 0 AND f.courses > 0 AND (c.left_min <= f.min_price OR c.left_max >= f.max_price)
  LOOP
    UPDATE catalogue_facets f SET min_price = r.lo, max_price = r.hi
    FROM (
      SELECT min(co.price) AS lo, max(co.price) AS hi
      FROM courses co JOIN providers p ON p.id = co.provider_id AND p.status = 'approved'
      WHERE co.status = 'approved'
        AND (co.category_id = k.category_id OR (k.category_id IS NULL AND co.category_id IS NULL))
        AND co.subcategory_id IS NOT DISTINCT FROM k.subcategory_id AND co.language = k.language
        AND co.city_id IS NOT DISTINCT FROM k.city_id AND co.types = k.types AND co.audience = k.audience
    ) r
    WHERE (f.category_id, f.subcategory_id, f.language, f.city_id, f.types, f.audience)
      IS NOT DISTINCT FROM (k.category_id, k.subcategory_id, k.language, k.city_id, k.types, k.audience)
      AND r.lo IS NOT NULL;
  END LOOP;
  DELETE FROM catalogue_facets WHERE courses <= 0;
END
$$;
--> statement-breakpoint
-- The query that compares two sides of a change, each given as SQL returning a course's id, facet key, price
-- and whether it is public: per course, the old side leaves and the new side enters where the key, price or
-- publicity differs. Courses the same on both sides change nothing (a sale or a new rating is not a change).
CREATE OR REPLACE FUNCTION kursove_facet_diff_sql(old_side text, new_side text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH o AS (%s), n AS (%s), moved AS (
      SELECT o.category_id, o.subcategory_id, o.language, o.city_id, o.types, o.audience, o.price, -1 AS d
      FROM o LEFT JOIN n ON n.id = o.id
      WHERE o.public AND (n.id IS NULL OR NOT n.public
        OR (o.category_id, o.subcategory_id, o.language, o.city_id, o.types, o.audience, o.price)
          IS DISTINCT FROM (n.category_id, n.subcategory_id, n.language, n.city_id, n.types, n.audience, n.price))
      UNION ALL
      SELECT n.category_id, n.subcategory_id, n.language, n.city_id, n.types, n.audience, n.price, 1
      FROM n LEFT JOIN o ON o.id = n.id
      WHERE n.public AND (o.id IS NULL OR NOT o.public
        OR (o.category_id, o.subcategory_id, o.language, o.city_id, o.types, o.audience, o.price)
          IS DISTINCT FROM (n.category_id, n.subcategory_id, n.language, n.city_id, n.types, n.audience, n.price))
    )
    SELECT array(
      SELECT row(category_id, subcategory_id, language, city_id, types, audience,
        count(*) FILTER (WHERE d > 0), count(*) FILTER (WHERE d < 0),
        min(price) FILTER (WHERE d > 0), max(price) FILTER (WHERE d > 0),
        min(price) FILTER (WHERE d < 0), max(price) FILTER (WHERE d < 0))::kursove_facet_change
      FROM moved GROUP BY category_id, subcategory_id, language, city_id, types, audience)
  $q$, old_side, new_side)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursove_courses_facets() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  side constant text := 'SELECT c.id, c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience,
    c.price, c.status = ''approved'' AND p.status = ''approved'' AS public
    FROM %s c JOIN providers p ON p.id = c.provider_id';
  none constant text := format(side, '(SELECT * FROM courses WHERE false)');
  changes kursove_facet_change[];
BEGIN
  -- the providers of the courses whose status, provider, facet key or price changed are share-locked first,
  -- so a provider approved or suspended at the same moment is seen by one side or the other, never by
  -- neither; an update that changed none of them (a sale, a rating) stops here
  IF TG_OP = 'UPDATE' THEN
    PERFORM 1 FROM providers p WHERE p.id IN (
      SELECT unnest(array[o.provider_id, n.provider_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.provider_id, o.category_id, o.subcategory_id, o.language, o.city_id, o.types, o.audience,
        o.price) IS DISTINCT FROM (n.status, n.provider_id, n.category_id, n.subcategory_id, n.language,
        n.city_id, n.types, n.audience, n.price))
    ORDER BY p.id FOR SHARE;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM providers p WHERE p.id IN (SELECT provider_id FROM new_rows) ORDER BY p.id FOR SHARE;
  ELSE
    PERFORM 1 FROM providers p WHERE p.id IN (SELECT provider_id FROM old_rows) ORDER BY p.id FOR SHARE;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  EXECUTE kursove_facet_diff_sql(
    CASE WHEN TG_OP = 'INSERT' THEN none ELSE format(side, 'old_rows') END,
    CASE WHEN TG_OP = 'DELETE' THEN none ELSE format(side, 'new_rows') END) INTO changes;
  PERFORM kursove_apply_facet_changes(changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_facets_insert AFTER INSERT ON courses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kursove_courses_facets();
--> statement-breakpoint
CREATE TRIGGER courses_facets_update AFTER UPDATE ON courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kursove_courses_facets();
--> statement-breakpoint
CREATE TRIGGER courses_facets_delete AFTER DELETE ON courses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kursove_courses_facets();
--> statement-breakpoint
-- a provider approved, suspended or blocked takes its approved courses into the catalogue or out of it
CREATE OR REPLACE FUNCTION kursove_providers_facets() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  side constant text := 'SELECT c.id, c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience,
    c.price, c.status = ''approved'' AND p.status = ''approved'' AS public
    FROM courses c JOIN %s p ON p.id = c.provider_id
    WHERE c.provider_id IN (SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = ''approved'') <> (n.status = ''approved''))';
  changes kursove_facet_change[];
BEGIN
  EXECUTE kursove_facet_diff_sql(format(side, 'old_rows'), format(side, 'new_rows')) INTO changes;
  PERFORM kursove_apply_facet_changes(changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER providers_facets_update AFTER UPDATE ON providers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kursove_providers_facets();
--> statement-breakpoint
INSERT INTO catalogue_facets (category_id, subcategory_id, language, city_id, types, audience, courses, min_price, max_price)
SELECT c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience, count(*), min(c.price), max(c.price)
FROM courses c JOIN providers p ON p.id = c.provider_id AND p.status = 'approved'
WHERE c.status = 'approved'
GROUP BY c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience;
