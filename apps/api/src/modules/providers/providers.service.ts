import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import { commissionRateFor } from "../commission";
import * as repo from "./providers.repository";

/** The provider of the signed-in user, or 403. */
export async function requireOwnProvider(db: Db, user: UserRow) {
  const provider = await repo.findOwnProvider(db, user.id);
  if (!provider) throw new AppError(403, "forbidden");
  return provider;
}

/** GET /provider: the signed-in provider with its lectors and their pivot.status. */
export async function presentOwnProvider(db: Db, user: UserRow) {
  const provider = await requireOwnProvider(db, user);
  const lectors = await repo.listProviderLectors(db, provider.id);
  return {
    id: provider.id,
    slug: provider.slug,
    status: provider.status,
    company_name: provider.companyName,
    company_owner: provider.companyOwner,
    vat_id: provider.vatId,
    vat_registered: provider.vatRegistered,
    iban: provider.iban,
    account_holder: provider.accountHolder,
    // The rate in force now, the provider's own or the platform's default
    commission: (await commissionRateFor(db, provider.id)) / 100,
    punchline: provider.punchline,
    welcome_text: provider.welcomeText,
    description: provider.description,
    phone: provider.phone,
    website: provider.website,
    email: provider.email,
    address: provider.address,
    logo: provider.logoFileId ? `/api/v1/files/${provider.logoFileId}` : null,
    contact_first_name: provider.contactFirstName,
    contact_last_name: provider.contactLastName,
    city_id: provider.cityId,
    submitted_at: provider.submittedAt ? provider.submittedAt.toISOString() : null,
    decided_at: provider.decidedAt ? provider.decidedAt.toISOString() : null,
    rejection_reason: provider.rejectionReason,
    lectors: lectors.map((l) => ({
      id: l.link.id,
      user_id: l.link.lectorUserId,
      name: `${l.firstName ?? ""} ${l.lastName ?? ""}`.trim(),
      email: l.email ?? l.link.invitedEmail ?? "",
      pivot: { status: l.link.status },
    })),
  };
}
