-- Providers created before the become-provider form had no contact person: it is their owner.
UPDATE "providers" p SET "contact_first_name" = u."first_name", "contact_last_name" = u."last_name"
FROM "users" u WHERE u."id" = p."owner_user_id" AND p."contact_first_name" = '';
