import type { CommissionChange, CommissionChangeInput, CommissionOverview } from "@kursove/contracts";
import { defaultCommissionBp } from "@kursove/contracts/domain/commission";
import { sofiaInstant, todayInSofia } from "@kursove/contracts/domain/sofia-time";
import type { Db } from "../../db/client";
import { recordAdminAction } from "../../platform/audit-log";
import { now as clockNow } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import * as repo from "./commission.repository";

const historySize = 50;

const percentOf = (bp: number) => bp / 100;
const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/**
 * The commission in basis points of a provider's sale made at `at`: its own newest rate in force
 * then, else the platform's newest default in force then, else 15%. Checkout copies it onto the order item.
 */
export async function commissionRateFor(db: Db, providerId: string, at = clockNow()): Promise<number> {
  const own = await repo.findRateInForce(db, providerId, at);
  if (own) return own.rateBp;
  const platform = await repo.findRateInForce(db, null, at);
  return platform?.rateBp ?? defaultCommissionBp;
}

type Rate = repo.CommissionRateRow;
/** Of two rates from the same instant, the one set last wins. */
const byForce = (a: Rate, b: Rate) =>
  b.effectiveFrom.getTime() - a.effectiveFrom.getTime() || b.createdAt.getTime() - a.createdAt.getTime();
const inForce = (rates: Rate[], now: Date) => rates.filter((r) => r.effectiveFrom <= now).sort(byForce)[0];
/** Future rates in the order they take over. */
const byStart = (a: Rate, b: Rate) =>
  a.effectiveFrom.getTime() - b.effectiveFrom.getTime() || b.createdAt.getTime() - a.createdAt.getTime();

function toChange(row: repo.ListedRate, now: Date, initialId: string | undefined): CommissionChange {
  const r = row.rate;
  return {
    id: r.id,
    provider: r.providerId ? { id: r.providerId, name: row.providerName ?? "" } : null,
    rate: percentOf(r.rateBp),
    effective_from: r.effectiveFrom.toISOString(),
    note: r.note,
    created_by: r.createdByUserId
      ? { id: r.createdByUserId, name: fullName(row.creatorFirstName, row.creatorLastName) }
      : null,
    created_at: r.createdAt.toISOString(),
    cancelable: r.effectiveFrom > now && r.id !== initialId,
  };
}

/** GET /admin/commission: the default in force and scheduled, every provider's rate now, the newest changes. */
export async function getCommissionOverview(db: Db, now = clockNow()): Promise<CommissionOverview> {
  const [listed, providerRows, initial] = await Promise.all([
    repo.listRates(db),
    repo.listProviders(db),
    repo.findInitialDefault(db),
  ]);
  const defaults = listed.filter((l) => l.rate.providerId === null);
  const platform = inForce(
    defaults.map((l) => l.rate),
    now,
  );
  const platformBp = platform?.rateBp ?? defaultCommissionBp;
  const ownOf = new Map<string, Rate[]>();
  for (const l of listed)
    if (l.rate.providerId) ownOf.set(l.rate.providerId, [...(ownOf.get(l.rate.providerId) ?? []), l.rate]);
  return {
    default: { rate: percentOf(platformBp), effective_from: platform?.effectiveFrom.toISOString() ?? null },
    scheduled: defaults
      .filter((l) => l.rate.effectiveFrom > now)
      .sort((a, b) => byStart(a.rate, b.rate))
      .map((l) => toChange(l, now, initial?.id)),
    providers: providerRows.map((p) => {
      const rates = ownOf.get(p.id) ?? [];
      const own = inForce(rates, now);
      const next = rates.filter((r) => r.effectiveFrom > now).sort(byStart)[0];
      const from = own?.effectiveFrom ?? platform?.effectiveFrom;
      return {
        id: p.id,
        name: p.name,
        slug: p.slug,
        rate: percentOf(own?.rateBp ?? platformBp),
        own: own !== undefined,
        effective_from: from ? from.toISOString() : null,
        next: next
          ? { id: next.id, rate: percentOf(next.rateBp), effective_from: next.effectiveFrom.toISOString() }
          : null,
      };
    }),
    history: listed.slice(0, historySize).map((l) => toChange(l, now, initial?.id)),
  };
}

/**
 * POST /admin/commission: a new rate of the platform or of one provider from the start (Sofia) of a date,
 * today or later. Sales already made keep the rate they were made at.
 */
export async function setCommissionRate(
  db: Db,
  admin: UserRow,
  body: CommissionChangeInput,
  now = clockNow(),
): Promise<CommissionChange> {
  if (body.effective_from < todayInSofia(now))
    throw new AppError(422, "validation_failed", { effective_from: ["field.date_in_past"] });
  const provider = body.provider_id ? await repo.findProvider(db, body.provider_id) : null;
  if (body.provider_id && !provider) throw new AppError(404, "provider_not_found");
  const note = body.note?.trim() || null;
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const inserted = await repo.insertRate(tx, {
      providerId: provider?.id ?? null,
      rateBp: Math.round(body.rate * 100),
      effectiveFrom: sofiaInstant(body.effective_from, "00:00"),
      note,
      createdByUserId: admin.id,
    });
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "commission.set",
      subjectType: "commission_rate",
      subjectId: inserted.id,
      data: {
        provider_id: inserted.providerId,
        rate_bp: inserted.rateBp,
        effective_from: inserted.effectiveFrom.toISOString(),
        note,
      },
    });
    return inserted;
  });
  return toChange(
    {
      rate: row,
      providerName: provider?.name ?? null,
      creatorFirstName: admin.firstName,
      creatorLastName: admin.lastName,
    },
    now,
    undefined,
  );
}

/** DELETE /admin/commission/{id}: cancels a change not yet in force; one in force is history (409). */
export async function cancelCommissionRate(db: Db, admin: UserRow, id: string, now = clockNow()) {
  const row = await repo.findRate(db, id);
  if (!row) throw new AppError(404, "not_found");
  const initial = await repo.findInitialDefault(db);
  if (row.id === initial?.id || row.effectiveFrom <= now) throw new AppError(409, "decision_already_made");
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await repo.deleteFutureRate(tx, id, now))) throw new AppError(409, "decision_already_made");
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "commission.canceled",
      subjectType: "commission_rate",
      subjectId: row.id,
      data: {
        provider_id: row.providerId,
        rate_bp: row.rateBp,
        effective_from: row.effectiveFrom.toISOString(),
      },
    });
  });
}
