import { maxStackedCodes } from "@kursove/contracts";
import {
  appliesTo,
  applyDiscounts,
  type DiscountLine,
  type DiscountOutcome,
  type DiscountRule,
} from "@kursove/contracts/domain/discounts";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import * as repo from "./discounts.repository";

export type CartCodeDeps = { db: Db; now: Date; stacking: boolean };
export type { DiscountLine, DiscountOutcome };
/** What the codes of a cart take off now, with the codes that gave it. */
export type PricedCart = DiscountOutcome & {
  codes: { id: string; code: string; amount: number; platform: boolean }[];
};

const ruleOf = (row: repo.DiscountCodeRow, courseIds: string[]): DiscountRule => ({
  id: row.id,
  providerId: row.providerId,
  kind: row.kind as DiscountRule["kind"],
  value: row.value,
  courseIds,
});

/**
 * Refuses a code the buyer may not use now, with the reason (DISCOUNT-CODES): disabled or unknown, not
 * yet valid, expired, for none of the cart's courses, used up, used up by this buyer, or for first
 * purchases only. The buyer's own orders still waiting for payment do not count as uses: checkout
 * reuses or cancels them.
 */
async function checkCode(
  db: Db,
  row: repo.DiscountCodeRow,
  rule: DiscountRule,
  userId: string,
  lines: DiscountLine[],
  at: Date,
) {
  if (row.disabledAt) throw new AppError(422, "discount_code_unknown");
  if (row.validFrom && row.validFrom > at) throw new AppError(422, "discount_code_not_yet_valid");
  if (row.validTo && row.validTo <= at) throw new AppError(422, "discount_code_expired");
  if (!lines.some((line) => appliesTo(rule, line))) throw new AppError(422, "discount_code_not_applicable");
  if (row.maxUses !== null) {
    const uses = (await repo.countUses(db, [row.id], { exceptOpenOf: userId })).get(row.id)?.uses ?? 0;
    if (uses >= row.maxUses) throw new AppError(422, "discount_code_used_up");
  }
  if (row.maxUsesPerBuyer !== null) {
    const own = (await repo.countUses(db, [row.id], { userId, exceptOpenOf: userId })).get(row.id)?.uses ?? 0;
    if (own >= row.maxUsesPerBuyer) throw new AppError(422, "discount_code_buyer_limit");
  }
  if (row.firstPurchaseOnly && (await repo.hasBought(db, userId, row.providerId)))
    throw new AppError(422, "discount_code_first_purchase");
}

function priced(rows: repo.DiscountCodeRow[], rules: DiscountRule[], lines: DiscountLine[]): PricedCart {
  const outcome = applyDiscounts(lines, rules);
  return {
    ...outcome,
    codes: rows.map((row) => ({
      id: row.id,
      code: row.code,
      amount: outcome.byCode.get(row.id) ?? 0,
      platform: row.providerId === null,
    })),
  };
}

/**
 * POST /cart/discount: checks a code against the cart and keeps it there. Typed in any case; a second
 * code is refused unless DISCOUNT_STACKING allows it. Entering the same code again changes nothing.
 */
export async function applyCartCode(deps: CartCodeDeps, userId: string, text: string, lines: DiscountLine[]) {
  const row = await repo.findCodeByText(deps.db, text);
  if (!row || row.disabledAt) throw new AppError(422, "discount_code_unknown");
  const held = await repo.findCartCodes(deps.db, userId);
  if (held.some((h) => h.id === row.id)) return;
  if (held.length > 0 && (!deps.stacking || held.length >= maxStackedCodes))
    throw new AppError(422, "discount_code_not_stackable");
  const courseIds = (await repo.courseIdsOf(deps.db, [row.id])).get(row.id) ?? [];
  await checkCode(deps.db, row, ruleOf(row, courseIds), userId, lines, deps.now);
  await repo.addCartCode(deps.db, userId, row.id);
}

/** DELETE /cart/discount: takes the codes out of the cart. */
export async function removeCartCodes(db: Db, userId: string) {
  await repo.clearCartCodes(db, userId);
}

/**
 * GET /cart: what the cart's codes take off now. A code that stopped applying (expired, used up by
 * others) shows a discount of nothing; checkout then refuses it with the reason.
 */
export async function priceCart(
  deps: CartCodeDeps,
  userId: string,
  lines: DiscountLine[],
): Promise<PricedCart> {
  const rows = await repo.findCartCodes(deps.db, userId);
  const courses = await repo.courseIdsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const usable: DiscountRule[] = [];
  for (const row of rows) {
    const rule = ruleOf(row, courses.get(row.id) ?? []);
    const ok = await checkCode(deps.db, row, rule, userId, lines, deps.now).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
    if (ok) usable.push(rule);
  }
  return priced(rows, usable, lines);
}

/**
 * Checkout: the cart's codes locked (so two buyers racing for a code's last use never both get it,
 * DISCOUNT-USES), checked again and applied. A code that no longer applies refuses the checkout with
 * its reason, and nothing is saved. Call inside checkout's transaction, then record the uses.
 */
export async function priceOrder(
  deps: CartCodeDeps & { lock?: boolean },
  userId: string,
  lines: DiscountLine[],
) {
  const held = await repo.findCartCodes(deps.db, userId);
  if (held.length === 0) return priced([], [], lines);
  const locked =
    deps.lock === false
      ? held
      : await repo.lockCodes(
          deps.db,
          held.map((h) => h.id),
        );
  const rows = held.map((h) => locked.find((l) => l.id === h.id) ?? h);
  const courses = await repo.courseIdsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const rules = rows.map((row) => ruleOf(row, courses.get(row.id) ?? []));
  for (const [index, row] of rows.entries()) {
    const rule = rules[index];
    if (rule) await checkCode(deps.db, row, rule, userId, lines, deps.now);
  }
  return priced(rows, rules, lines);
}

/** Records the uses an order took, with what each code gave, in the transaction that made the order. */
export async function recordCodeUses(db: Db, orderId: string, userId: string, cart: PricedCart) {
  await repo.insertRedemptions(
    db,
    cart.codes.map((c) => ({ codeId: c.id, orderId, userId, amount: c.amount })),
  );
}

/** Once an order is paid, the codes leave the buyer's cart. */
export async function clearCartCodes(db: Db, userId: string) {
  await repo.clearCartCodes(db, userId);
}

/** The codes an order was priced with and what each took off. */
export async function listOrderCodes(db: Db, orderId: string) {
  const rows = await repo.findOrderCodes(db, orderId);
  return rows.map((r) => ({ code: r.code, amount: r.amount, platform: r.providerId === null }));
}
