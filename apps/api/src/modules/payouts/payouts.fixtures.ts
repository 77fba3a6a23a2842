import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../../db/client";
import { courses, ledgerEntries, orderItems, sandboxMoneyMovements } from "../../db/schema/index";
import { apiCaller } from "../../test/accounts";
import { billing, testCard } from "../../test/orders";
import { signedInUsers } from "../../test/race";
import type { TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";
import { confirmSandboxPayment } from "../payments/sandbox-card.service";

const day = 86_400_000;
let batch = 0;

/**
 * Test support: `count` orders of one place each, paid with 4242 by buyers of their own, of a new course
 * of the demo provider "Академия Знание" that ended 40 days ago, so every item is payable now (its claims
 * window passed). Answers the items and the provider.
 */
export async function payableItems(t: TestApp, count: number) {
  batch += 1;
  const db = t.database.db;
  const { course, provider } = await saleCourse(db, { capacity: count + 2 });
  const buyers = await signedInUsers(db, count, {
    prefix: "payable",
    firstName: "Мария",
    lastName: "Петрова",
    verified: true,
  });
  const call = apiCaller(t.app);
  const payments = { db, gateway: t.app.deps.payments, publicUrl: "", log: t.app.log };
  for (const [i, buyer] of buyers.entries()) {
    expect(
      (await call("POST", "/cart/items", buyer.token, { course_id: course.id, quantity: 1 })).statusCode,
    ).toBe(200);
    const opened = await call("POST", "/checkout", buyer.token, { billing });
    expect(opened.statusCode).toBe(200);
    const paid = await confirmSandboxPayment(
      payments,
      { secret: opened.json().secret, card: testCard("4242424242424242") },
      // an address of each buyer's own, as real buyers have, so the card attempts' limit is theirs
      { ip: `10.77.${batch % 250}.${i + 1}`, locale: "bg" },
    );
    expect(paid.status).toBe("succeeded");
  }
  await db
    .update(courses)
    .set({ startsAt: new Date(Date.now() - 41 * day), endsAt: new Date(Date.now() - 40 * day) })
    .where(eq(courses.id, course.id));
  const items = await db.select().from(orderItems).where(eq(orderItems.courseId, course.id));
  expect(items).toHaveLength(count);
  return { items, providerId: provider.id };
}

/** A payout period of its own (a past Sofia date) for each call: a provider is paid once per period. */
let periodsBack = 0;
export function freshPeriod() {
  periodsBack += 1;
  return new Date(Date.now() - periodsBack * day).toISOString().slice(0, 10);
}

/** Test support: the sandbox's transfers made for these payouts (transfer group `payout-<id>`). */
export function payoutTransfers(db: Db, payoutIds: string[]) {
  return db
    .select()
    .from(sandboxMoneyMovements)
    .where(
      and(
        eq(sandboxMoneyMovements.kind, "transfer"),
        inArray(
          sandboxMoneyMovements.transferGroup,
          payoutIds.map((id) => `payout-${id}`),
        ),
      ),
    );
}

/** Test support: the ledger's payout rows of these order items. */
export function payoutLedgerRows(db: Db, itemIds: string[]) {
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "payout"), inArray(ledgerEntries.orderItemId, itemIds)));
}
