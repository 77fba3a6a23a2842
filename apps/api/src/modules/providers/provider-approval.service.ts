import type { AdminProviderDetail } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { fileUrl } from "../../platform/file-url";
import { type MailDeps, queueProviderMail } from "../../platform/mail/site-mail";
import type { UserRow } from "../auth";
import * as repo from "./provider-approval.repository";
import { providerEvents } from "./provider-events";

export type ApprovalDeps = MailDeps & { db: Db; kickMail: () => void };

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

type Row = NonNullable<Awaited<ReturnType<typeof repo.findProviderForAdmin>>>;

const summaryOf = (p: Row["provider"], owner: UserRow) => ({
  id: p.id,
  slug: p.slug,
  status: p.status,
  company_name: p.companyName,
  owner_name: fullName(owner),
  owner_email: owner.email,
  submitted_at: iso(p.submittedAt),
  decided_at: iso(p.decidedAt),
});

/** GET /admin/providers: one page of the providers in a status. */
export async function listProvidersForAdmin(db: Db, status: string, page: number) {
  const { rows, total } = await repo.listProvidersByStatus(db, status, page);
  return {
    data: rows.map((r) => summaryOf(r.provider, r.owner)),
    last_page: Math.max(1, Math.ceil(total / repo.adminPageSize)),
    total,
  };
}

/** GET /admin/providers/{id}: everything the request holds, its courses and the last decision. */
export async function getProviderForAdmin(db: Db, id: string, locale: Locale): Promise<AdminProviderDetail> {
  const row = await repo.findProviderForAdmin(db, id);
  if (!row) throw new AppError(404, "provider_not_found");
  const p = row.provider;
  const counts = await repo.countProviderCourses(db, p.id);
  return {
    ...summaryOf(p, row.owner),
    company_owner: p.companyOwner,
    vat_id: p.vatId,
    vat_registered: p.vatRegistered,
    contact_first_name: p.contactFirstName,
    contact_last_name: p.contactLastName,
    phone: p.phone,
    email: p.email,
    website: p.website,
    address: p.address,
    city: (locale === "en" ? row.cityEn : row.cityBg) ?? null,
    iban: p.iban,
    account_holder: p.accountHolder,
    logo: fileUrl(p.logoFileId),
    punchline: p.punchline,
    welcome_text: p.welcomeText,
    description: p.description,
    created_at: p.createdAt.toISOString(),
    approved_at: iso(p.approvedAt),
    courses: { total: counts.total, approved: counts.approved, in_review: counts.inReview },
    decision: p.decidedAt
      ? {
          decided_at: p.decidedAt.toISOString(),
          decided_by: row.decider?.id ? { id: row.decider.id, name: fullName(row.decider) } : null,
          rejection_reason: p.rejectionReason,
        }
      : null,
  };
}

/** Refuses a decision the provider's status does not allow: 404 when absent, 409 when already decided. */
async function refuseDecision(db: Db, id: string): Promise<never> {
  const row = await repo.findProviderForAdmin(db, id);
  if (!row) throw new AppError(404, "provider_not_found");
  throw new AppError(409, "provider_already_decided");
}

/** Approves a pending or rejected provider: its page and approved courses go public; mails the owner. */
export async function approveProvider(deps: ApprovalDeps, admin: UserRow, id: string, locale: Locale) {
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const provider = await repo.decideProvider(db, id, ["pending", "rejected"], {
      status: "approved",
      decidedByUserId: admin.id,
      rejectionReason: null,
      approve: true,
    });
    if (!provider) return refuseDecision(db, id);
    await providerEvents.emit("providerApproved", {
      db,
      providerId: provider.id,
      approvedAt: provider.approvedAt ?? new Date(),
    });
    const owner = await repo.findUser(db, provider.ownerUserId);
    // courses sell only once payouts are enabled: until then the mail asks to connect the payment account
    const canSell = provider.paymentPayoutsEnabled;
    if (owner)
      await queueProviderMail(db, deps, owner, canSell ? "provider_approved" : "provider_approved_connect", {
        path: canSell ? "/dashboard" : "/dashboard/payments",
        vars: { provider: provider.companyName },
      });
  });
  deps.kickMail();
  return getProviderForAdmin(deps.db, id, locale);
}

/** Rejects a pending provider with a reason, mailed to the owner with a link to correct and resubmit. */
export async function rejectProvider(
  deps: ApprovalDeps,
  admin: UserRow,
  id: string,
  reason: string,
  locale: Locale,
) {
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const provider = await repo.decideProvider(db, id, ["pending"], {
      status: "rejected",
      decidedByUserId: admin.id,
      rejectionReason: reason,
      approve: false,
    });
    if (!provider) return refuseDecision(db, id);
    const owner = await repo.findUser(db, provider.ownerUserId);
    if (owner)
      await queueProviderMail(db, deps, owner, "provider_rejected", {
        path: "/become-provider",
        vars: { provider: provider.companyName, reason },
      });
  });
  deps.kickMail();
  return getProviderForAdmin(deps.db, id, locale);
}
