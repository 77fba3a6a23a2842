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

/** The platform's own company, the issuer of commission invoices (the legal pages name the same). */
export const platformParty: InvoiceParty = {
  name: "„Курсове“ ООД",
  company_number: "206123456",
  vat_number: "BG206123456",
  address: "гр. София 1000, ул. „Граф Игнатиев“ 12, ет. 3",
  mol: "Управител на „Курсове“ ООД",
};
export const platformIssuer = "platform";
export const platformVatBp = standardVatBp;

type ProviderRow = typeof providers.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** A provider as seller or recipient: VAT-registered when its number carries the BG prefix (ADR 031). */
export function providerParty(provider: ProviderRow): InvoiceParty {
  const registered = isVatRegistered(provider.vatId);
  return {
    name: provider.companyName,
    company_number: companyNumberOf(provider.vatId),
    vat_number: registered ? provider.vatId.trim().toUpperCase() : null,
    address: provider.address,
    mol: provider.companyOwner,
  };
}

/** The VAT rate a provider charges: 20 % when registered under the VAT Act, else none. */
export const providerVatBp = (provider: ProviderRow) => (isVatRegistered(provider.vatId) ? standardVatBp : 0);

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
