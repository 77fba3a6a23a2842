import type { ContactMessagesQuery } from "@kursove/contracts";
import { and, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { contactMessages, users } from "../../db/schema/index";

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const messagesPageSize = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function insertMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** The admins who are told of a new message: every admin account not deleted nor blocked. */
export function listAdminRecipients(db: Db) {
  return db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.deletedAt), isNull(users.blockedAt)));
}

/** The type and search conditions of the inbox (the state is added by the list, not by the counts). */
function filtersOf(query: Pick<ContactMessagesQuery, "type" | "q">): SQL[] {
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(contactMessages.type, query.type));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        sql`${contactMessages.name} ilike ${like}`,
        sql`${contactMessages.email} ilike ${like}`,
        sql`${contactMessages.message} ilike ${like}`,
      )!,
    );
  }
  return conditions;
}

/** One page of messages, newest first, with the total and the count of each state under the same filters. */
export async function listMessages(db: Db, query: ContactMessagesQuery) {
  const filters = filtersOf(query);
  const where = and(
    ...filters,
    ...(query.status === "all" ? [] : [eq(contactMessages.status, query.status)]),
  );
  const [rows, [total], perStatus] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(messagesPageSize)
      .offset((query.page - 1) * messagesPageSize),
    db.select({ n: count() }).from(contactMessages).where(where),
    db
      .select({ status: contactMessages.status, n: count() })
      .from(contactMessages)
      .where(and(...filters))
      .groupBy(contactMessages.status),
  ]);
  return { rows, total: total?.n ?? 0, perStatus };
}

const sender = alias(users, "sender");
const reader = alias(users, "reader");
const resolver = alias(users, "resolver");
const personOf = <T extends typeof sender | typeof reader | typeof resolver>(u: T) => ({
  id: u.id as T["id"],
  firstName: u.firstName as T["firstName"],
  lastName: u.lastName as T["lastName"],
  email: u.email as T["email"],
});

/** A message with the sender's account and the admins who read and resolved it. */
export async function findMessage(db: Db, id: string) {
  const [row] = await db
    .select({
      message: contactMessages,
      sender: personOf(sender),
      reader: personOf(reader),
      resolver: personOf(resolver),
    })
    .from(contactMessages)
    .leftJoin(sender, eq(sender.id, contactMessages.userId))
    .leftJoin(reader, eq(reader.id, contactMessages.readByUserId))
    .leftJoin(resolver, eq(resolver.id, contactMessages.resolvedByUserId))
    .where(eq(contactMessages.id, id))
    .limit(1);
  return row;
}

export type FoundMessage = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** Marks a message read by an admin, only while it is new; answers whether it did. */
export async function markRead(db: Db, id: string, adminId: string, now: Date) {
  const rows = await db
    .update(contactMessages)
    .set({ status: "read", readAt: now, readByUserId: adminId })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, "new")))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** The message locked for a change of state. */
export async function lockMessage(db: Db, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
  return row;
}

export async function updateMessage(
  db: Db,
  id: string,
  values: Partial<typeof contactMessages.$inferInsert>,
) {
  await db.update(contactMessages).set(values).where(eq(contactMessages.id, id));
}
