-- A provider's new name reaches the search text of its courses.
CREATE OR REPLACE FUNCTION kursove_provider_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET title = title WHERE provider_id = NEW.id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER providers_renamed AFTER UPDATE OF company_name ON providers
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name)
  EXECUTE FUNCTION kursove_provider_renamed();
