CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"courses" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;
--> statement-breakpoint
-- Search at scale (CATALOGUE-SEARCH-SCALE, ADR 028): the texts of a course as a weighted full-text document
-- (title A, keywords B, provider C, description D) in Latin, and a dictionary of the words of approved
-- courses' titles and keywords, for typos and words being typed. Both are kept by the database however a
-- course is written.
CREATE OR REPLACE FUNCTION kursove_search_vector(title text, keywords text[], provider text, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, kursove_translit(coalesce(title, ''))), 'A')
    || setweight(to_tsvector('simple'::regconfig, kursove_translit(array_to_string(coalesce(keywords, '{}'), ' '))), 'B')
    || setweight(to_tsvector('simple'::regconfig, kursove_translit(coalesce(provider, ''))), 'C')
    || setweight(to_tsvector('simple'::regconfig, kursove_translit(coalesce(description, ''))), 'D')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursove_search_words(title text, keywords text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w ORDER BY w), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    kursove_translit(coalesce(title, '') || ' ' || array_to_string(coalesce(keywords, '{}'), ' '))))) AS w
  WHERE w !~ '^[0-9]' AND length(w) BETWEEN 2 AND 40
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kursove_course_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  provider text := (SELECT company_name FROM providers WHERE id = NEW.provider_id);
BEGIN
  NEW.search_text := kursove_translit(
    coalesce(NEW.title, '') || ' ' || array_to_string(coalesce(NEW.keywords, '{}'), ' ') || ' ' ||
    coalesce(provider, '') || ' ' || coalesce(NEW.description, ''));
  NEW.search_vector := kursove_search_vector(NEW.title, NEW.keywords, provider, NEW.description);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The dictionary moves by what each statement changed: words of approved courses that left and entered
-- (a sale or a rating changes no title and stops at the join). Rows are written in word order, so two
-- writers never deadlock; words no course uses any more are dropped.
CREATE OR REPLACE FUNCTION kursove_courses_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO words, deltas FROM (
      SELECT w, count(*)::integer AS d FROM new_rows n, unnest(kursove_search_words(n.title, n.keywords)) w
      WHERE n.status = 'approved' GROUP BY w) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO words, deltas FROM (
      SELECT w, -count(*)::integer AS d FROM old_rows o, unnest(kursove_search_words(o.title, o.keywords)) w
      WHERE o.status = 'approved' GROUP BY w) x;
  ELSE
    SELECT array_agg(w ORDER BY w), array_agg(d ORDER BY w) INTO words, deltas FROM (
      SELECT w, sum(x.d)::integer AS d FROM (
        SELECT o.title AS ot, o.keywords AS ok, o.status = 'approved' AS op,
          n.title AS nt, n.keywords AS nk, n.status = 'approved' AS np
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.title, o.keywords, o.status) IS DISTINCT FROM (n.title, n.keywords, n.status)
      ) c, LATERAL (
        SELECT w, -1 AS d FROM unnest(kursove_search_words(c.ot, c.ok)) w WHERE c.op
        UNION ALL
        SELECT w, 1 FROM unnest(kursove_search_words(c.nt, c.nk)) w WHERE c.np
      ) x
      GROUP BY w HAVING sum(x.d) <> 0) y;
  END IF;
  IF words IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_words AS s (word, courses)
  SELECT u.word, u.delta FROM unnest(words, deltas) AS u(word, delta) ORDER BY u.word
  ON CONFLICT (word) DO UPDATE SET courses = s.courses + excluded.courses;
  DELETE FROM search_words WHERE courses <= 0 AND word = ANY (words);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_words_insert AFTER INSERT ON courses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kursove_courses_search_words();
--> statement-breakpoint
CREATE TRIGGER courses_search_words_update AFTER UPDATE ON courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kursove_courses_search_words();
--> statement-breakpoint
CREATE TRIGGER courses_search_words_delete AFTER DELETE ON courses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kursove_courses_search_words();
--> statement-breakpoint
UPDATE courses c SET search_vector = kursove_search_vector(c.title, c.keywords, p.company_name, c.description)
FROM providers p WHERE p.id = c.provider_id;
--> statement-breakpoint
INSERT INTO search_words (word, courses)
SELECT w, count(*) FROM courses c, unnest(kursove_search_words(c.title, c.keywords)) w
WHERE c.status = 'approved' GROUP BY w;

--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "courses_search_vector_idx" ON "courses" USING gin ("search_vector");
