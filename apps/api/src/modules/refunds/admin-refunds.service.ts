import type { AdminRefundInput, AnnulInput } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { LockBusyError, whileLocked } from "../../db/named-lock";
import { refunds } from "../../db/schema/index";
import { recordAdminAction } from "../../platform/audit-log";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import { findOrderItems, getAdminOrder, lockOrder, moveOrder, type OrdersDeps } from "../orders";
import { emitPlacesFreed, removeSold } from "../seats";
import { refundItems, startRefundIn, type WantedRefund } from "./refund-items";
import type { RefundOptions } from "./refund-plans";

/** A submit already carried out (same request key): nothing more is done. */
async function alreadyDone(db: Db, orderId: string, requestKey: string) {
  const [done] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.requestKey, requestKey)));
  return Boolean(done);
}

/**
 * What an admin's refund needs. Test only, never set in the application: `providerLock: false` starts the
 * refund without the providers' lock (refund-payout.concurrency.test.ts's control), `submitLock: false`
 * runs a submit without its request key's lock (refund-retry.concurrency.test.ts's control), and
 * `submitWaitMs` changes how long a repeat waits for it (`null`: as long as it takes, on a held pooled
 * connection, the control of refund-retry-pool.concurrency.test.ts).
 */
type AdminRefundDeps = Pick<OrdersDeps, "db" | "gateway" | "mail" | "kickMail"> & {
  providerLock?: boolean;
  submitLock?: boolean;
  submitWaitMs?: number | null;
};

/**
 * How long a repeated submit waits for the first one with its key before it answers 409
 * refund_in_progress: long enough for a double click on a refund the gateway answers at once, short
 * enough that repeats do not pile up behind a slow gateway. It waits holding no pooled connection.
 */
export const submitWaitMs = 5_000;

/**
 * Runs `work` unless a refund of the order already carries the submit's key (ADR 015). Under a lock of
 * the order and key, so a repeated submit arriving while the first still runs (a double click, a retry
 * after a lost answer) waits for it and answers with the order as it left it, rather than 409
 * refund_in_progress; submits with other keys are not held back and still get the 409. A repeat waits
 * at most `submitWaitMs` and without a pooled connection, then answers 409 refund_in_progress, so many
 * repeats behind a slow gateway never take the pool from the rest of the site.
 */
async function oncePerKey(
  deps: Pick<AdminRefundDeps, "db" | "submitLock" | "submitWaitMs">,
  orderId: string,
  requestKey: string,
  work: () => Promise<void>,
) {
  const run = async () => {
    if (!(await alreadyDone(deps.db, orderId, requestKey))) await work();
  };
  if (deps.submitLock === false) return run();
  const waitMs = deps.submitWaitMs === undefined ? submitWaitMs : (deps.submitWaitMs ?? undefined);
  try {
    return await whileLocked(deps.db, `refund:${orderId}:${requestKey}`, run, { waitMs });
  } catch (error) {
    if (error instanceof LockBusyError) throw new AppError(409, "refund_in_progress");
    throw error;
  }
}

/** Checks and starts a refund in its own transaction (see startRefundIn). */
function startRefund(
  deps: Pick<AdminRefundDeps, "db" | "providerLock">,
  orderId: string,
  wanted: WantedRefund[],
  reason: string,
  refund: RefundOptions,
) {
  return deps.db.transaction((t) =>
    startRefundIn(t as unknown as Db, orderId, wanted, reason, refund, { providerLock: deps.providerLock }),
  );
}

/**
 * Runs an admin's refund or annulment of `wanted`: checked and started (the plan saved), paid back
 * through the gateway under the submit's request key, then recorded with its follow-up.
 */
async function runAdminRefund(
  deps: AdminRefundDeps,
  admin: UserRow,
  orderId: string,
  wanted: WantedRefund[],
  body: { reason: string; request_key: string },
  kind: "admin" | "annul",
) {
  const refund: RefundOptions = {
    keyPrefix: `${kind}-${body.request_key}`,
    reason: body.reason,
    source: kind,
    actorUserId: admin.id,
    requestKey: body.request_key,
    ...(kind === "annul" ? { finalStatus: "annulled" as const } : {}),
  };
  const eventReason = `${kind === "admin" ? "admin_refund" : "admin_annul"}:${admin.id}`;
  const { order, parts } = await startRefund(deps, orderId, wanted, eventReason, refund);
  await refundItems(deps, order, parts, refund);
  deps.kickMail();
}

/** POST /admin/orders/{id}/refund: full or partial refunds on the admin's own decision. */
export async function refundByAdmin(
  deps: AdminRefundDeps,
  admin: UserRow,
  orderId: string,
  body: AdminRefundInput,
  locale: Locale,
) {
  const seen = new Set<string>();
  for (const [index, part] of body.items.entries()) {
    if (seen.has(part.item_id))
      throw new AppError(422, "validation_failed", { [`items.${index}.item_id`]: ["field.invalid_value"] });
    seen.add(part.item_id);
  }
  await oncePerKey(deps, orderId, body.request_key, () =>
    runAdminRefund(
      deps,
      admin,
      orderId,
      body.items.map((p) => ({ itemId: p.item_id, amount: p.amount })),
      body,
      "admin",
    ),
  );
  return getAdminOrder(deps.db, orderId, locale);
}

/**
 * POST /admin/orders/{id}/annul: the order is annulled (e.g. its course was canceled by the provider)
 * and what is left of every item is paid back; pending requests of its items are closed as approved.
 * A free order is annulled at once.
 */
export async function annulByAdmin(
  deps: AdminRefundDeps,
  admin: UserRow,
  orderId: string,
  body: AnnulInput,
  locale: Locale,
) {
  const audit = (tx: Db) =>
    recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "order.annulled",
      subjectType: "order",
      subjectId: orderId,
      data: { reason: body.reason },
    });
  const freed: string[] = [];
  const free = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const order = await lockOrder(tx, { id: orderId });
    if (!order || order.status === "pending") throw new AppError(404, "order_not_found");
    if (order.status === "annulled") return true;
    if (order.status !== "paid" || order.paymentIntentId) return false;
    await moveOrder(tx, order, "annulled", `admin_annul:${admin.id}`);
    for (const item of await findOrderItems(tx, order.id)) {
      await removeSold(tx, item);
      freed.push(item.courseId);
    }
    await audit(tx);
    return true;
  });
  await emitPlacesFreed(deps.db, freed);
  if (!free)
    await oncePerKey(deps, orderId, body.request_key, async () => {
      const items = await findOrderItems(deps.db, orderId);
      await runAdminRefund(
        deps,
        admin,
        orderId,
        items.filter((i) => i.refunded < i.total).map((i) => ({ itemId: i.id, amount: "rest" as const })),
        body,
        "annul",
      );
    });
  return getAdminOrder(deps.db, orderId, locale);
}
