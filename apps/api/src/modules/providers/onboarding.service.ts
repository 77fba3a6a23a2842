import { type OnboardingData, onboardingSteps, type ProviderRequest } from "@kursove/contracts";
import type { Db } from "../../db/client";
import { AppError, retryOnUniqueViolation } from "../../platform/errors";
import { fileUrl } from "../../platform/file-url";
import { fieldErrorsOf, parseOrRefuse } from "../../platform/forms";
import { type MailDeps, queueProviderMail } from "../../platform/mail/site-mail";
import { slugOf } from "../../platform/slug";
import type { Storage } from "../../platform/storage";
import type { UserRow } from "../auth";
import * as repo from "./onboarding.repository";
import { refuseUnknownCity, storeLogo } from "./provider-support";
import { presentOwnProvider } from "./providers.service";

export type OnboardingDeps = MailDeps & { db: Db; storage: Storage; kickMail: () => void };
type RequestData = ProviderRequest["data"];

const emptyData: RequestData = {
  company_name: "",
  company_owner: "",
  vat_id: "",
  contact_first_name: "",
  contact_last_name: "",
  phone: "",
  email: "",
  website: "",
  address: "",
  city_id: null,
  iban: "",
  account_holder: "",
  punchline: "",
  welcome_text: "",
  description: "",
};

/** The provider-side fields of a provider row, as the request's data. */
const dataOfProvider = (p: repo.ProviderRow): RequestData => ({
  company_name: p.companyName,
  company_owner: p.companyOwner,
  vat_id: p.vatId,
  contact_first_name: p.contactFirstName,
  contact_last_name: p.contactLastName,
  phone: p.phone,
  email: p.email,
  website: p.website,
  address: p.address,
  city_id: p.cityId,
  iban: p.iban,
  account_holder: p.accountHolder,
  punchline: p.punchline,
  welcome_text: p.welcomeText,
  description: p.description,
});

/** A provider (pending or approved) or an accepted lector cannot ask to become a provider. */
async function refuseExistingRole(db: Db, user: UserRow) {
  const provider = await repo.findProviderOfUser(db, user.id);
  if (provider && provider.status !== "rejected") throw new AppError(409, "already_provider");
  if (await repo.isAcceptedLector(db, user.id)) throw new AppError(409, "already_lector");
  return provider;
}

type LoadedRequest = {
  step: number;
  data: RequestData;
  logoFileId: string | null;
  rejected: repo.ProviderRow | undefined;
  updatedAt: Date | null;
};

/** The saved draft; else a rejected request's data to correct; else the user's own details to start from. */
async function loadRequest(db: Db, user: UserRow): Promise<LoadedRequest> {
  const rejected = await refuseExistingRole(db, user);
  const draft = await repo.findDraft(db, user.id);
  if (draft) {
    return {
      step: draft.step,
      data: { ...emptyData, ...(draft.data as Partial<RequestData>) },
      logoFileId: draft.logoFileId,
      rejected,
      updatedAt: draft.updatedAt,
    };
  }
  if (rejected) {
    return {
      step: onboardingSteps.length,
      data: dataOfProvider(rejected),
      logoFileId: rejected.logoFileId,
      rejected,
      updatedAt: null,
    };
  }
  return {
    step: 0,
    data: {
      ...emptyData,
      company_name: (user.companyName ?? "").slice(0, 30),
      vat_id: user.companyVatId ?? "",
      contact_first_name: user.firstName,
      contact_last_name: user.lastName,
      phone: user.mobile ?? "",
      email: user.email,
      address: user.companyAddress ?? user.address ?? "",
      account_holder: user.companyName ?? "",
    },
    logoFileId: null,
    rejected,
    updatedAt: null,
  };
}

function presentRequest(loaded: LoadedRequest): ProviderRequest {
  const r = loaded.rejected;
  return {
    step: loaded.step,
    data: loaded.data,
    logo: fileUrl(loaded.logoFileId),
    rejection: r
      ? { reason: r.rejectionReason ?? "", decided_at: r.decidedAt ? r.decidedAt.toISOString() : null }
      : null,
    updated_at: loaded.updatedAt ? loaded.updatedAt.toISOString() : null,
  };
}

/** GET /provider/request: the become-provider request saved so far. */
export async function getProviderRequest(db: Db, user: UserRow) {
  return presentRequest(await loadRequest(db, user));
}

/** Validates one step (1-4) and saves its fields into the draft; nothing is saved on bad input. */
export async function saveRequestStep(db: Db, user: UserRow, step: number, body: unknown) {
  const schema = onboardingSteps[step - 1];
  if (!schema) throw new AppError(404, "not_found");
  const loaded = await loadRequest(db, user);
  const values = parseOrRefuse(schema, body);
  if ("city_id" in values) await refuseUnknownCity(db, values.city_id);
  await repo.saveDraft(db, {
    userId: user.id,
    step: Math.max(loaded.step, step),
    data: { ...loaded.data, ...values },
    logoFileId: loaded.logoFileId,
  });
  return getProviderRequest(db, user);
}

/** Stores the request's logo (image under 2 MB, checked by its content). */
export async function saveRequestLogo(deps: OnboardingDeps, user: UserRow, bytes: Buffer) {
  const loaded = await loadRequest(deps.db, user);
  const logoFileId = await storeLogo(deps, user.id, bytes);
  await repo.saveDraft(deps.db, { userId: user.id, step: loaded.step, data: loaded.data, logoFileId });
  return getProviderRequest(deps.db, user);
}

async function uniqueSlug(db: Db, name: string, exceptProviderId: string | null) {
  const base = slugOf(name);
  const taken = await repo.takenSlugs(db, base, exceptProviderId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Checks all four steps and the logo; answers the provider's fields or refuses with every field error. */
function validateRequest(loaded: LoadedRequest) {
  const errors: Record<string, string[]> = {};
  let values = {} as OnboardingData;
  for (const schema of onboardingSteps) {
    const parsed = schema.safeParse(loaded.data);
    if (parsed.success) values = { ...values, ...parsed.data };
    else Object.assign(errors, fieldErrorsOf(parsed.error, loaded.data));
  }
  if (!loaded.logoFileId) errors.logo = ["field.logo_required"];
  if (Object.keys(errors).length > 0) throw new AppError(422, "fill_all_fields", errors);
  return values;
}

/** POST /provider/request: submits the four steps; the provider awaits an administrator. */
export async function submitProviderRequest(deps: OnboardingDeps, user: UserRow) {
  // sent twice at once (a double click), or with the company name of a request submitted at the same
  // moment: the unique index refuses the second owner or slug. Looked at again, the request is a
  // provider already (409 already_provider) or the next free slug is taken.
  return retryOnUniqueViolation(() => submitOnce(deps, user));
}

async function submitOnce(deps: OnboardingDeps, user: UserRow) {
  const loaded = await loadRequest(deps.db, user);
  const v = validateRequest(loaded);
  await refuseUnknownCity(deps.db, v.city_id);
  const now = new Date();
  const fields = {
    status: "pending",
    companyName: v.company_name,
    companyOwner: v.company_owner,
    vatId: v.vat_id,
    // the request does not ask: a BG number is read as registered, the provider corrects it (ADR 036)
    vatRegistered: v.vat_id.startsWith("BG"),
    contactFirstName: v.contact_first_name,
    contactLastName: v.contact_last_name,
    phone: v.phone,
    email: v.email,
    website: v.website,
    address: v.address,
    cityId: v.city_id,
    iban: v.iban,
    accountHolder: v.account_holder,
    punchline: v.punchline,
    welcomeText: v.welcome_text,
    description: v.description,
    logoFileId: loaded.logoFileId,
    submittedAt: now,
    approvedAt: null,
  };
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const slug = await uniqueSlug(db, v.company_name, loaded.rejected?.id ?? null);
    // a rejected request is reopened with the new data; its last decision stays as history
    if (loaded.rejected) await repo.updateProvider(db, loaded.rejected.id, { ...fields, slug });
    else await repo.insertProvider(db, { ...fields, slug, ownerUserId: user.id });
    await repo.deleteDraft(db, user.id);
    await queueProviderMail(db, deps, user, "provider_submitted", {
      path: "/dashboard",
      vars: { provider: v.company_name },
    });
  });
  deps.kickMail();
  return presentOwnProvider(deps.db, user);
}
