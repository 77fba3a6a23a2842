import type { AdminProviderDetail } from "@kursove/contracts";

/** The fields of a provider request, grouped by the step of the form that asks for them. */
export const requestGroups = [
  { step: 1, key: "company", fields: ["company_name", "company_owner", "vat_id"] },
  {
    step: 2,
    key: "contact",
    fields: ["contact_first_name", "contact_last_name", "phone", "email", "website", "address", "city_id"],
  },
  { step: 3, key: "payout", fields: ["iban", "account_holder"] },
  { step: 4, key: "profile", fields: ["punchline", "welcome_text", "description"] },
] as const;

type RequestField = (typeof requestGroups)[number]["fields"][number];

/** What an admin reads of one request field; the city comes by name and an unset one is empty. */
export function requestFieldValue(provider: AdminProviderDetail, field: RequestField): string {
  return field === "city_id" ? (provider.city ?? "") : provider[field];
}
