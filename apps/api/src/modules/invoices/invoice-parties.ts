import type { PlatformCompany } from "@kursove/contracts";
import { companyNumberOf, isVatRegistered, standardVatBp } from "@kursove/contracts/domain/invoice-vat";
import type { providers, users } from "../../db/schema/index";

/** A party of an invoice as printed (ЗДДС art. 114): copied when issued. */
export type InvoiceParty = {
  name: string;
  company_number: string;
  vat_number: string | null;
  address: string;
  mol: string;
};

/** The platform's own company from the PLATFORM_* settings, the issuer of commission invoices (ADR 036). */
export function platformParty(company: PlatformCompany): InvoiceParty {
  return {
    name: company.name,
    company_number: company.companyId,
    vat_number: company.vatId || null,
    address: company.address,
    mol: company.mol,
  };
}
export const platformIssuer = "platform";
/** The platform charges VAT on its commission while it has a VAT number (PLATFORM_VAT_ID). */
export const platformVatBp = (party: InvoiceParty) => (party.vat_number ? standardVatBp : 0);

type ProviderRow = typeof providers.$inferSelect;
type UserRow = typeof users.$inferSelect;

/**
 * A provider as seller or recipient: its VAT number printed only when it is registered under the VAT Act
 * (the provider's own flag, ADR 036), else its bare ЕИК.
 */
export function providerParty(provider: ProviderRow): InvoiceParty {
  return {
    name: provider.companyName,
    company_number: companyNumberOf(provider.vatId),
    vat_number: provider.vatRegistered ? provider.vatId.trim().toUpperCase() : null,
    address: provider.address,
    mol: provider.companyOwner,
  };
}

/** The VAT rate a provider charges: 20 % when registered under the VAT Act, else none. */
export const providerVatBp = (provider: ProviderRow) => (provider.vatRegistered ? standardVatBp : 0);

export type BusinessProfileField = "company_name" | "company_vat_id" | "company_address";

/** The business profile fields an invoice needs that the buyer has not filled in. */
export function missingBusinessFields(user: UserRow): BusinessProfileField[] {
  const missing: BusinessProfileField[] = [];
  if (!user.companyName?.trim()) missing.push("company_name");
  if (!user.companyVatId?.trim()) missing.push("company_vat_id");
  if (!user.companyAddress?.trim()) missing.push("company_address");
  return missing;
}

/** A buyer's company from the business profile. */
export function buyerParty(user: UserRow): InvoiceParty {
  const vatId = user.companyVatId ?? "";
  return {
    name: user.companyName ?? "",
    company_number: companyNumberOf(vatId),
    vat_number: isVatRegistered(vatId) ? vatId.trim().toUpperCase() : null,
    address: user.companyAddress ?? "",
    mol: user.companyMol ?? "",
  };
}
