import { portfolioBody } from "@kursove/contracts";
import type { Db } from "../../db/client";
import { parseOrRefuse } from "../../platform/forms";
import type { Storage } from "../../platform/storage";
import type { UserRow } from "../auth";
import * as repo from "./onboarding.repository";
import { refuseUnknownCity, storeLogo } from "./provider-support";
import { presentOwnProvider, requireOwnProvider } from "./providers.service";

/** PUT /provider: saves the signed-in provider's portfolio (everything its public page shows). */
export async function updatePortfolio(db: Db, user: UserRow, input: unknown) {
  const provider = await requireOwnProvider(db, user);
  const body = parseOrRefuse(portfolioBody, input);
  await refuseUnknownCity(db, body.city_id);
  // the slug stays: the public page keeps its address when the company is renamed
  await repo.updateProvider(db, provider.id, {
    companyName: body.company_name,
    companyOwner: body.company_owner,
    vatId: body.vat_id,
    vatRegistered: body.vat_registered,
    contactFirstName: body.contact_first_name,
    contactLastName: body.contact_last_name,
    phone: body.phone,
    email: body.email,
    website: body.website,
    address: body.address,
    cityId: body.city_id,
    iban: body.iban,
    accountHolder: body.account_holder,
    punchline: body.punchline,
    welcomeText: body.welcome_text,
    description: body.description,
  });
  return presentOwnProvider(db, user);
}

/** POST /provider/logo: replaces the signed-in provider's logo (image under 2 MB, checked by its content). */
export async function saveProviderLogo(deps: { db: Db; storage: Storage }, user: UserRow, bytes: Buffer) {
  const provider = await requireOwnProvider(deps.db, user);
  const logoFileId = await storeLogo(deps, user.id, bytes);
  await repo.updateProvider(deps.db, provider.id, { logoFileId });
  return presentOwnProvider(deps.db, user);
}
