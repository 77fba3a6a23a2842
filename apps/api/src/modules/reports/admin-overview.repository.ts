import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";

/** Counts for the admin dashboard in one round trip. */
export async function readOverview(db: Db) {
  const [row] = await queryRows<{
    users: number;
    unverified_users: number;
    approved_providers: number;
    pending_providers: number;
    published_courses: number;
    pending_course_revisions: number;
    new_contact_messages: number;
  }>(
    db,
    sql`select
      (select count(*)::int from users where deleted_at is null) as users,
      (select count(*)::int from users where deleted_at is null and email_verified_at is null) as unverified_users,
      (select count(*)::int from providers where status = 'approved') as approved_providers,
      (select count(*)::int from providers where status = 'pending') as pending_providers,
      (select count(*)::int from courses c join providers p on p.id = c.provider_id
        where c.status = 'approved' and p.status = 'approved') as published_courses,
      (select count(*)::int from course_revisions where status = 'pending') as pending_course_revisions,
      (select count(*)::int from contact_messages where status = 'new') as new_contact_messages`,
  );
  return row!;
}
