import type {
  AdminPayoutsPage,
  PayoutDetail,
  PayoutOwed,
  PayoutStatus,
  PayoutSummary,
  ProviderPayoutsPage,
} from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import { requireOwnProvider } from "../providers";
import { findOwedItems, isAccountReady, nextPayableAt, type OwedItem, sumOf } from "./payout-eligibility";
import * as payoutsRepo from "./payouts.repository";

const pageSize = 20;
/** How many upcoming items the provider's page lists (the sum covers them all). */
const upcomingShown = 100;

const providerRef = (p: payoutsRepo.ProviderRow) => ({ id: p.id, name: p.companyName, slug: p.slug });

export function presentPayoutSummary(row: {
  payout: payoutsRepo.PayoutRow;
  provider: payoutsRepo.ProviderRow;
  linesCount: number;
}): PayoutSummary {
  const { payout } = row;
  return {
    id: payout.id,
    provider: providerRef(row.provider),
    period: payout.period,
    amount: payout.amount,
    currency: payout.currency as Currency,
    status: payout.status as PayoutStatus,
    transfer_id: payout.transferId,
    paid_at: payout.paidAt?.toISOString() ?? null,
    created_at: payout.createdAt.toISOString(),
    lines_count: row.linesCount,
  };
}

/** A payout with its lines; 404 when it is not there or, for a provider, not its own. */
export async function getPayoutDetail(db: Db, id: string, ownerProviderId?: string): Promise<PayoutDetail> {
  const row = await payoutsRepo.findPayout(db, id);
  if (!row || (ownerProviderId && row.payout.providerId !== ownerProviderId))
    throw new AppError(404, "not_found");
  const lines = await payoutsRepo.findLineItems(db, id);
  const creator = row.creator ? `${row.creator.firstName} ${row.creator.lastName}`.trim() : null;
  return {
    ...presentPayoutSummary(row),
    destination_account_id: row.payout.destinationAccountId,
    failure: ownerProviderId ? null : row.payout.failure,
    created_by: !ownerProviderId && creator ? { name: creator } : null,
    lines: lines.map(({ line, item, order, commission }) => ({
      order_item_id: item.id,
      order_id: order.id,
      order_number: order.number,
      course: { id: item.courseId, title: item.title },
      sold_at: (order.paidAt ?? order.createdAt).toISOString(),
      total: item.total,
      commission,
      refunded: item.refunded,
      amount: line.amount,
      reversed: line.reversed,
    })),
  };
}

async function pageOfPayouts(db: Db, page: number, providerId?: string) {
  const { rows, total } = await payoutsRepo.listPayouts(db, page, pageSize, providerId);
  return {
    data: rows.map(presentPayoutSummary),
    last_page: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** GET /admin/payouts: what each provider is owed now and later, and the payouts made, newest first. */
export async function listAdminPayouts(db: Db, page: number, currency: Currency): Promise<AdminPayoutsPage> {
  const at = now();
  const period = todayInSofia(at);
  const { payable, upcoming } = await findOwedItems(db, at);
  const byProvider = new Map<string, { payable: OwedItem[]; upcoming: OwedItem[] }>();
  const groupOf = (providerId: string) => {
    const group = byProvider.get(providerId) ?? { payable: [], upcoming: [] };
    byProvider.set(providerId, group);
    return group;
  };
  for (const item of payable) groupOf(item.item.providerId).payable.push(item);
  for (const item of upcoming) groupOf(item.item.providerId).upcoming.push(item);
  const [providerRows, periodPayouts, list] = await Promise.all([
    payoutsRepo.findProviders(db, [...byProvider.keys()]),
    payoutsRepo.findPayoutsOfPeriod(db, period),
    pageOfPayouts(db, page),
  ]);
  const owed: PayoutOwed[] = providerRows.map((provider) => {
    const group = groupOf(provider.id);
    const current = periodPayouts.find((p) => p.providerId === provider.id);
    return {
      provider: providerRef(provider),
      amount: sumOf(group.payable),
      items: group.payable.length,
      account_ready: isAccountReady(provider),
      upcoming_amount: sumOf(group.upcoming),
      next_payable_at: nextPayableAt(group.upcoming, at)?.toISOString() ?? null,
      period_payout: current ? { id: current.id, status: current.status as PayoutStatus } : null,
    };
  });
  owed.sort(
    (a, b) =>
      b.amount - a.amount ||
      b.upcoming_amount - a.upcoming_amount ||
      a.provider.name.localeCompare(b.provider.name, "bg"),
  );
  return { period, currency, owed, ...list };
}

/** GET /provider/payouts: the signed-in provider's money owed now, to come, and received. */
export async function listProviderPayouts(
  db: Db,
  user: UserRow,
  page: number,
  currency: Currency,
): Promise<ProviderPayoutsPage> {
  const provider = await requireOwnProvider(db, user);
  const at = now();
  const [{ payable, upcoming }, list] = await Promise.all([
    findOwedItems(db, at, provider.id),
    pageOfPayouts(db, page, provider.id),
  ]);
  return {
    currency,
    owed_now: sumOf(payable),
    owed_items: payable.length,
    upcoming: upcoming.slice(0, upcomingShown).map((i) => ({
      order_item_id: i.item.id,
      order_number: i.order.number,
      course: { id: i.item.courseId, title: i.item.title },
      amount: i.amount,
      payable_from: i.claimsUntil?.toISOString() ?? null,
      waiting_for: i.waitingFor ?? "claims_window",
    })),
    upcoming_amount: sumOf(upcoming),
    upcoming_count: upcoming.length,
    account_ready: isAccountReady(provider),
    ...list,
  };
}

/** What a provider is owed now and later on the business clock, for its overview's next payout. */
export async function summarizeOwed(
  db: Db,
  provider: { id: string; paymentAccountId: string | null; paymentPayoutsEnabled: boolean },
) {
  const at = now();
  const { payable, upcoming } = await findOwedItems(db, at, provider.id);
  return {
    owed_now: sumOf(payable),
    upcoming_amount: sumOf(upcoming),
    next_payable_at: nextPayableAt(upcoming, at)?.toISOString() ?? null,
    account_ready: isAccountReady(provider),
  };
}

/** GET /provider/payouts/{id}: one of the signed-in provider's payouts with its lines (404 for another's). */
export async function getProviderPayout(db: Db, user: UserRow, id: string) {
  const provider = await requireOwnProvider(db, user);
  return getPayoutDetail(db, id, provider.id);
}
