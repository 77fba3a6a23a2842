import { type DiscountCode, discountCodeBody } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { addDays, sofiaDateOf, sofiaDayStart } from "@kursove/contracts/domain/sofia-time";
import type { Db } from "../../db/client";
import { recordAdminAction } from "../../platform/audit-log";
import { now } from "../../platform/clock";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { parseOrRefuse } from "../../platform/forms";
import type { UserRow } from "../auth";
import { requireOwnProvider } from "../providers";
import * as repo from "./discounts.repository";

/** Whose codes an action works on: a provider's own, or the platform's (an admin's, providerId null). */
export type CodeOwner = { providerId: string | null; user: UserRow };

/** The owner of the signed-in provider's codes (403 for anyone who is not a provider). */
export async function providerOwner(db: Db, user: UserRow): Promise<CodeOwner> {
  const provider = await requireOwnProvider(db, user);
  return { providerId: provider.id, user };
}

/** The status a code shows: disabled, expired, not yet valid, used up, or active. */
function statusOf(row: repo.DiscountCodeRow, uses: number, at: Date): DiscountCode["status"] {
  if (row.disabledAt) return "disabled";
  if (row.validTo && row.validTo <= at) return "expired";
  if (row.validFrom && row.validFrom > at) return "scheduled";
  if (row.maxUses !== null && uses >= row.maxUses) return "used_up";
  return "active";
}

async function present(
  db: Db,
  items: { code: repo.DiscountCodeRow; providerName: string | null }[],
  currency: Currency,
): Promise<DiscountCode[]> {
  const ids = items.map((i) => i.code.id);
  const [courses, uses] = await Promise.all([repo.coursesOf(db, ids), repo.countUses(db, ids)]);
  const at = now();
  return items.map(({ code: row, providerName }) => {
    const used = uses.get(row.id) ?? { uses: 0, amount: 0 };
    return {
      id: row.id,
      code: row.code,
      kind: row.kind as DiscountCode["kind"],
      value: row.value,
      currency,
      provider: row.providerId ? { id: row.providerId, name: providerName ?? "" } : null,
      courses: courses.filter((c) => c.codeId === row.id).map((c) => ({ id: c.id, title: c.title })),
      valid_from: row.validFrom ? sofiaDateOf(row.validFrom) : null,
      // valid_to is kept as the start of the day after the last one
      valid_to: row.validTo ? addDays(sofiaDateOf(row.validTo), -1) : null,
      max_uses: row.maxUses,
      max_uses_per_buyer: row.maxUsesPerBuyer,
      first_purchase_only: row.firstPurchaseOnly,
      uses: used.uses,
      discount_total: used.amount,
      status: statusOf(row, used.uses, at),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** Checks a code's form: field errors all together, nothing saved when any is found. */
async function parseCode(db: Db, owner: CodeOwner, body: unknown) {
  const v = parseOrRefuse(discountCodeBody, body);
  const errors: Record<string, string[]> = {};
  if (v.kind === "percent" && v.value > 100) errors.value = ["field.discount_percent_range"];
  if (v.kind === "amount" && v.value > 10_000_000) errors.value = ["field.discount_amount_too_big"];
  if (v.valid_from && v.valid_to && v.valid_to < v.valid_from)
    errors.valid_to = ["field.date_to_before_from"];
  const courseIds = [...new Set(v.course_ids ?? [])];
  const own = await repo.ownCourseIds(db, owner.providerId, courseIds);
  if (own.length !== courseIds.length) errors.course_ids = ["field.discount_course_not_own"];
  if (Object.keys(errors).length > 0) throw new AppError(422, "fill_all_fields", errors);
  return {
    courseIds,
    values: {
      code: v.code,
      kind: v.kind,
      value: v.value,
      validFrom: v.valid_from ? sofiaDayStart(v.valid_from) : null,
      validTo: v.valid_to ? sofiaDayStart(addDays(v.valid_to, 1)) : null,
      maxUses: v.max_uses ?? null,
      maxUsesPerBuyer: v.max_uses_per_buyer ?? null,
      firstPurchaseOnly: v.first_purchase_only ?? false,
    },
  };
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, "discount_code_taken");
    throw error;
  }
}

async function requireCode(db: Db, owner: CodeOwner, id: string) {
  const row = await repo.findCode(db, id);
  // another provider's code is answered as missing: its existence is not shown (DISCOUNT-OWNERS)
  if (!row || row.providerId !== owner.providerId) throw new AppError(404, "discount_code_not_found");
  return row;
}

async function presentOne(db: Db, owner: CodeOwner, id: string, currency: Currency) {
  const row = await requireCode(db, owner, id);
  const [shown] = await present(db, [{ code: row, providerName: null }], currency);
  if (!shown) throw new AppError(404, "discount_code_not_found");
  if (shown.provider) shown.provider.name = (await requireOwnProvider(db, owner.user)).companyName;
  return shown;
}

const audit = (tx: Db, owner: CodeOwner, action: string, id: string, data: Record<string, unknown>) =>
  owner.providerId
    ? Promise.resolve()
    : recordAdminAction(tx, {
        actorUserId: owner.user.id,
        action,
        subjectType: "discount_code",
        subjectId: id,
        data,
      });

/** POST: a new code, with its courses, in one transaction. */
export async function createCode(db: Db, owner: CodeOwner, body: unknown, currency: Currency) {
  const { values, courseIds } = await parseCode(db, owner, body);
  const id = await saving(() =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (await repo.findCodeByText(tx, values.code)) throw new AppError(409, "discount_code_taken");
      const row = await repo.insertCode(
        tx,
        { ...values, providerId: owner.providerId, createdByUserId: owner.user.id },
        courseIds,
      );
      await audit(tx, owner, "discount_code_created", row.id, { code: row.code });
      return row.id;
    }),
  );
  return presentOne(db, owner, id, currency);
}

/** PUT: changes a code for the orders to come; orders already made keep the discount they got. */
export async function changeCode(db: Db, owner: CodeOwner, id: string, body: unknown, currency: Currency) {
  await requireCode(db, owner, id);
  const { values, courseIds } = await parseCode(db, owner, body);
  await saving(() =>
    db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const same = await repo.findCodeByText(tx, values.code);
      if (same && same.id !== id) throw new AppError(409, "discount_code_taken");
      await repo.updateCode(tx, id, values, courseIds);
      await audit(tx, owner, "discount_code_changed", id, { code: values.code });
    }),
  );
  return presentOne(db, owner, id, currency);
}

/** DELETE: disables a code; it leaves the carts that held it, and its uses stay in the reports. */
export async function disableCode(db: Db, owner: CodeOwner, id: string) {
  await requireCode(db, owner, id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await repo.disableCode(tx, id, now());
    await audit(tx, owner, "discount_code_disabled", id, {});
  });
}

/** GET: one page of the owner's codes, newest first, with their uses and the discount they gave. */
export async function listCodes(db: Db, owner: CodeOwner, page: number, currency: Currency) {
  const { rows, total } = await repo.listCodes(db, owner.providerId, page);
  return {
    data: await present(
      db,
      rows.map((r) => ({ code: r.code, providerName: r.providerName })),
      currency,
    ),
    last_page: Math.max(1, Math.ceil(total / repo.discountPageSize)),
  };
}
