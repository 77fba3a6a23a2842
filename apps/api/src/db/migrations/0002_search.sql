-- Catalogue search: Cyrillic and Latin alike (Bulgarian Streamlined transliteration), typo-tolerant (trigrams).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursove_translit(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    replace(replace(replace(replace(replace(replace(replace(replace(lower(input),
      'щ', 'sht'), 'ж', 'zh'), 'ч', 'ch'), 'ш', 'sh'), 'ю', 'yu'), 'я', 'ya'), 'ц', 'ts'), 'х', 'h'),
    'абвгдезийклмнопрстуфъьѝ', 'abvgdeziyklmnoprstufayi')
$$;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursove_course_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := kursove_translit(
    coalesce(NEW.title, '') || ' ' || array_to_string(coalesce(NEW.keywords, '{}'), ' ') || ' ' ||
    coalesce((SELECT company_name FROM providers WHERE id = NEW.provider_id), '') || ' ' ||
    coalesce(NEW.description, ''));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_text BEFORE INSERT OR UPDATE OF title, keywords, description, provider_id ON courses
  FOR EACH ROW EXECUTE FUNCTION kursove_course_search_text();
--> statement-breakpoint
UPDATE courses SET title = title;
--> statement-breakpoint
CREATE INDEX "courses_search_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_types_idx" ON "courses" USING gin ("types");--> statement-breakpoint
CREATE INDEX "courses_starts_at_idx" ON "courses" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "courses_rating_idx" ON "courses" USING btree ("status","rating_avg_x100" DESC NULLS LAST);