import { describe, expect, it } from "vitest";
import { formFieldOf, invoiceOf, purchaseSchema } from "./purchase-form";

const billing = {
  firstName: "Мария",
  lastName: "Петрова",
  email: "maria@example.bg",
  address: "ул. Шипка 10",
  city: "София",
  postCode: "1000",
  countryIso: "BG",
};

describe("the checkout's invoice fields (INVOICE-AT-CHECKOUT)", () => {
  it("checks the company only when an invoice is asked for, naming each field", () => {
    const schema = purchaseSchema(false);
    const unticked = schema.safeParse({ ...billing, companyName: "", companyVatId: "x" });
    expect(unticked.success).toBe(true);
    const ticked = schema.safeParse({ ...billing, needInvoice: "on", companyName: "", companyVatId: "12" });
    expect(ticked.success).toBe(false);
    const messages = Object.fromEntries(
      (ticked.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      companyName: "field.required",
      companyVatId: "field.invalid_vat",
      companyAddress: "field.required",
    });
  });

  it("sends the company as POST /checkout takes it, and maps the API's field names back", () => {
    expect(invoiceOf({ needInvoice: false, companyName: "Фирма" })).toBeNull();
    expect(invoiceOf({ needInvoice: true, companyName: "Фирма", companyVatId: "BG131234567" })).toEqual({
      company_name: "Фирма",
      company_vat_id: "BG131234567",
      company_address: "",
      company_mol: "",
    });
    expect(formFieldOf("invoice.company_vat_id")).toBe("companyVatId");
    expect(formFieldOf("billing.firstName")).toBe("firstName");
    expect(formFieldOf("card.number")).toBe("cardNumber");
  });
});
