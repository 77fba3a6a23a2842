import type {
  AdminFaq,
  AdminFaqGroup,
  AdminFaqItem,
  FaqGroupInput,
  FaqItemInput,
  FaqMoveInput,
  FaqPage,
} from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { recordAdminAction } from "../../platform/audit-log";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import * as repo from "./faq.repository";

function toAdminItem(row: repo.FaqItemRow): AdminFaqItem {
  return {
    id: row.id,
    group_id: row.groupId,
    position: row.position,
    question_bg: row.questionBg,
    question_en: row.questionEn,
    answer_bg: row.answerBg,
    answer_en: row.answerEn,
    published: row.published,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toAdminGroup(row: repo.FaqGroupRow, items: repo.FaqItemRow[]): AdminFaqGroup {
  return {
    id: row.id,
    position: row.position,
    title_bg: row.titleBg,
    title_en: row.titleEn,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    items: items.map(toAdminItem),
  };
}

/** The questions of each group id, keeping the order they come in. */
function itemsByGroup(items: repo.FaqItemRow[]) {
  const out = new Map<string, repo.FaqItemRow[]>();
  for (const item of items) out.set(item.groupId, [...(out.get(item.groupId) ?? []), item]);
  return out;
}

/** GET /faq: the published questions in one language, by group; groups without any are left out. */
export async function getFaq(db: Db, locale: Locale): Promise<FaqPage> {
  const [groups, items] = await Promise.all([repo.listGroups(db), repo.listItems(db, true)]);
  const byGroup = itemsByGroup(items);
  const en = locale === "en";
  return {
    groups: groups
      .filter((g) => byGroup.has(g.id))
      .map((g) => ({
        id: g.id,
        title: en ? g.titleEn : g.titleBg,
        items: (byGroup.get(g.id) ?? []).map((i) => ({
          id: i.id,
          question: en ? i.questionEn : i.questionBg,
          answer: en ? i.answerEn : i.answerBg,
        })),
      })),
  };
}

/** GET /admin/faq: every group with every question, published or not, in order. */
export async function getFaqForAdmin(db: Db): Promise<AdminFaq> {
  const [groups, items] = await Promise.all([repo.listGroups(db), repo.listItems(db)]);
  const byGroup = itemsByGroup(items);
  return { groups: groups.map((g) => toAdminGroup(g, byGroup.get(g.id) ?? [])) };
}

const asDb = (t: unknown) => t as Db;

/** POST /admin/faq/groups: a new group after the last one. */
export async function createFaqGroup(db: Db, admin: UserRow, body: FaqGroupInput): Promise<AdminFaqGroup> {
  const row = await db.transaction(async (t) => {
    const tx = asDb(t);
    const inserted = await repo.insertGroup(tx, {
      titleBg: body.title_bg,
      titleEn: body.title_en,
      position: await repo.nextGroupPosition(tx),
    });
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "faq.group.created",
      subjectType: "faq_group",
      subjectId: inserted.id,
      data: { title_bg: inserted.titleBg, title_en: inserted.titleEn },
    });
    return inserted;
  });
  return toAdminGroup(row, []);
}

/** PUT /admin/faq/groups/{id}: renames a group in both languages. */
export async function updateFaqGroup(
  db: Db,
  admin: UserRow,
  id: string,
  body: FaqGroupInput,
): Promise<AdminFaqGroup> {
  const row = await db.transaction(async (t) => {
    const tx = asDb(t);
    const updated = await repo.updateGroup(tx, id, {
      titleBg: body.title_bg,
      titleEn: body.title_en,
      updatedAt: new Date(),
    });
    if (!updated) throw new AppError(404, "not_found");
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "faq.group.updated",
      subjectType: "faq_group",
      subjectId: id,
      data: { title_bg: updated.titleBg, title_en: updated.titleEn },
    });
    return updated;
  });
  return toAdminGroup(row, await repo.listGroupItems(db, id));
}

/** DELETE /admin/faq/groups/{id}: only an empty group goes (409 while it has questions). */
export async function deleteFaqGroup(db: Db, admin: UserRow, id: string) {
  const group = await repo.findGroup(db, id);
  if (!group) throw new AppError(404, "not_found");
  await db.transaction(async (t) => {
    const tx = asDb(t);
    if (!(await repo.deleteEmptyGroup(tx, id))) {
      if (await repo.findGroup(tx, id)) throw new AppError(409, "faq_group_not_empty");
      throw new AppError(404, "not_found");
    }
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "faq.group.deleted",
      subjectType: "faq_group",
      subjectId: id,
      data: { title_bg: group.titleBg, title_en: group.titleEn },
    });
  });
}

/** The group a question goes into; one that does not exist is a field error of the form. */
async function requireTargetGroup(db: Db, groupId: string) {
  const group = await repo.findGroup(db, groupId);
  if (!group) throw new AppError(422, "validation_failed", { group_id: ["field.faq_group_required"] });
  return group;
}

const itemValues = (body: FaqItemInput) => ({
  questionBg: body.question_bg,
  questionEn: body.question_en,
  answerBg: body.answer_bg,
  answerEn: body.answer_en,
  published: body.published,
});

const itemAudit = (row: repo.FaqItemRow) => ({
  group_id: row.groupId,
  question_bg: row.questionBg,
  question_en: row.questionEn,
  published: row.published,
});

/** POST /admin/faq/items: a new question after the last one of its group. */
export async function createFaqItem(db: Db, admin: UserRow, body: FaqItemInput): Promise<AdminFaqItem> {
  const row = await db.transaction(async (t) => {
    const tx = asDb(t);
    await requireTargetGroup(tx, body.group_id);
    const inserted = await repo.insertItem(tx, {
      groupId: body.group_id,
      position: await repo.nextItemPosition(tx, body.group_id),
      ...itemValues(body),
    });
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "faq.item.created",
      subjectType: "faq_item",
      subjectId: inserted.id,
      data: itemAudit(inserted),
    });
    return inserted;
  });
  return toAdminItem(row);
}

/** PUT /admin/faq/items/{id}: changes a question; moved to another group, it goes last there. */
export async function updateFaqItem(
  db: Db,
  admin: UserRow,
  id: string,
  body: FaqItemInput,
): Promise<AdminFaqItem> {
  const row = await db.transaction(async (t) => {
    const tx = asDb(t);
    const current = await repo.findItem(tx, id);
    if (!current) throw new AppError(404, "not_found");
    await requireTargetGroup(tx, body.group_id);
    const moved = current.groupId !== body.group_id;
    const updated = await repo.updateItem(tx, id, {
      ...itemValues(body),
      groupId: body.group_id,
      ...(moved ? { position: await repo.nextItemPosition(tx, body.group_id) } : {}),
      updatedAt: new Date(),
    });
    if (!updated) throw new AppError(404, "not_found");
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "faq.item.updated",
      subjectType: "faq_item",
      subjectId: id,
      data: { ...itemAudit(updated), ...(moved ? { from_group_id: current.groupId } : {}) },
    });
    return updated;
  });
  return toAdminItem(row);
}

/** DELETE /admin/faq/items/{id}. */
export async function deleteFaqItem(db: Db, admin: UserRow, id: string) {
  await db.transaction(async (t) => {
    const tx = asDb(t);
    const deleted = await repo.deleteItem(tx, id);
    if (!deleted) throw new AppError(404, "not_found");
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "faq.item.deleted",
      subjectType: "faq_item",
      subjectId: id,
      data: itemAudit(deleted),
    });
  });
}

/**
 * The list in its new order after swapping the row `id` with its neighbour, or null when it is already
 * at that edge. Positions are renumbered 0..n-1, so equal or sparse positions never block a move.
 */
function reorder<T extends { id: string; position: number }>(
  rows: T[],
  id: string,
  direction: "up" | "down",
) {
  const index = rows.findIndex((r) => r.id === id);
  const other = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= rows.length) return null;
  const order = [...rows];
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order
    .map((row, position) => ({ row, position }))
    .filter(({ row, position }) => row.position !== position);
}

/** POST /admin/faq/groups/{id}/move: swaps a group with the one above or below; nothing at the edge. */
export async function moveFaqGroup(
  db: Db,
  admin: UserRow,
  id: string,
  body: FaqMoveInput,
): Promise<AdminFaq> {
  await db.transaction(async (t) => {
    const tx = asDb(t);
    const groups = await repo.listGroups(tx, true);
    if (!groups.some((g) => g.id === id)) throw new AppError(404, "not_found");
    const changes = reorder(groups, id, body.direction);
    if (!changes) return;
    for (const { row, position } of changes) await repo.setGroupPosition(tx, row.id, position);
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "faq.group.moved",
      subjectType: "faq_group",
      subjectId: id,
      data: { direction: body.direction },
    });
  });
  return getFaqForAdmin(db);
}

/** POST /admin/faq/items/{id}/move: swaps a question with its neighbour in its group; nothing at the edge. */
export async function moveFaqItem(db: Db, admin: UserRow, id: string, body: FaqMoveInput): Promise<AdminFaq> {
  await db.transaction(async (t) => {
    const tx = asDb(t);
    const item = await repo.findItem(tx, id);
    if (!item) throw new AppError(404, "not_found");
    const items = await repo.listGroupItems(tx, item.groupId, true);
    const changes = reorder(items, id, body.direction);
    if (!changes) return;
    for (const { row, position } of changes) await repo.setItemPosition(tx, row.id, position);
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "faq.item.moved",
      subjectType: "faq_item",
      subjectId: id,
      data: { group_id: item.groupId, direction: body.direction },
    });
  });
  return getFaqForAdmin(db);
}
