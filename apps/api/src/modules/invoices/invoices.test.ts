import { invoiceListResponse, orderInvoicesResponse } from "@kursove/contracts";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { Db } from "../../db/client";
import {
  courses,
  invoices,
  ledgerEntries,
  orderItems,
  orders,
  providers,
  users,
} from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { issueCommissionInvoices } from "./commission-invoices";
import { platformParty } from "./invoice-parties";

const mail = {
  publicUrl: "http://localhost:3000",
  officeEmail: "office@kursove.bg",
  money: { second: false },
};
const company = {
  companyName: "Учебен център ЕООД",
  companyVatId: "BG131234567",
  companyAddress: "гр. Пловдив, ул. „Гладстон“ 5",
  companyMol: "Иван Иванов",
};

describe("INVOICES: invoices for companies, credit notes and commission invoices", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let buyer: string;
  let stranger: string;
  let seller: string;
  let otherProvider: string;
  let admin: string;
  let buyerId: string;
  let providerId: string;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    buyer = await signInDemo(t.app, "learner35@example.com");
    stranger = await signInDemo(t.app, "learner36@example.com");
    seller = await signInDemo(t.app, "provider@example.com");
    otherProvider = await signInDemo(t.app, "newprovider@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    buyerId = (await db.select().from(users).where(eq(users.email, "learner35@example.com")))[0]!.id;
    const [owner] = await db.select().from(users).where(eq(users.email, "provider@example.com"));
    providerId = (await db.select().from(providers).where(eq(providers.ownerUserId, owner!.id)))[0]!.id;
    const rows = await db
      .select()
      .from(courses)
      .where(
        and(
          eq(courses.providerId, providerId),
          eq(courses.status, "approved"),
          gt(courses.startsAt, new Date(Date.now() + 20 * 86_400_000)),
        ),
      );
    courseId = rows.find(
      (c) => c.capacity - c.soldCount > 6 && !c.types.includes("on_demand") && !c.requiresBookingApproval,
    )!.id;
  });
  afterAll(() => t.close());

  const setProfile = (values: Partial<Record<keyof typeof company, string | null>>) =>
    db.update(users).set(values).where(eq(users.id, buyerId));
  const ask = (orderId: string, token = buyer) => call("POST", `/user/orders/${orderId}/invoices`, token);
  const pdf = (id: string, token: string | null, lang = "bg") =>
    call("GET", `/invoices/${id}/pdf?lang=${lang}`, token);

  it("refuses an invoice without a business profile, naming the fields, and saves nothing", async () => {
    await setProfile({ companyName: null, companyVatId: null, companyAddress: null });
    const paid = await payForCourses(call, buyer, [{ id: courseId, quantity: 1 }]);
    const res = await ask(paid.order_id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "invoice_profile_incomplete",
      errors: {
        company_name: ["This field is required"],
        company_vat_id: ["This field is required"],
        company_address: ["This field is required"],
      },
    });
    expect(await db.select().from(invoices).where(eq(invoices.orderId, paid.order_id))).toHaveLength(0);
    const view = orderInvoicesResponse.parse(
      (await call("GET", `/user/orders/${paid.order_id}/invoices`, buyer)).json(),
    );
    expect(view.can_request).toBe(true);
    expect(view.missing_fields).toEqual(["company_name", "company_vat_id", "company_address"]);
  });

  it("issues the provider's invoice with the buyer's company, VAT split and the next 10-digit number", async () => {
    await setProfile(company);
    const paid = await payForCourses(call, buyer, [{ id: courseId, quantity: 2 }]);
    const before = await db.select().from(invoices).where(eq(invoices.issuer, providerId));
    const res = await ask(paid.order_id);
    expect(res.statusCode).toBe(201);
    const view = orderInvoicesResponse.parse(res.json());
    expect(view.can_request).toBe(false);
    expect(view.invoices).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, paid.order_id));
    const invoice = view.invoices[0]!;
    expect(invoice).toMatchObject({ kind: "invoice", total: order!.total, recipient: company.companyName });
    expect(invoice.number).toBe(String(before.length + 1).padStart(10, "0"));
    expect(invoice.base + invoice.vat).toBe(invoice.total);
    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.buyer).toMatchObject({
      company_number: "131234567",
      vat_number: "BG131234567",
      mol: "Иван Иванов",
    });
    // the provider's VAT number decides the rate: registered (BG prefix) 20 %, else none
    const sellerParty = row!.seller as { vat_number: string | null };
    expect(row!.vatBp).toBe(sellerParty.vat_number ? 2000 : 0);
    const mailed = await t.lastMailTo("learner35@example.com");
    expect(mailed?.subject).toContain(invoice.number);

    // asking again issues nothing more
    expect((await ask(paid.order_id)).statusCode).toBe(201);
    expect(await db.select().from(invoices).where(eq(invoices.orderId, paid.order_id))).toHaveLength(1);

    for (const lang of ["bg", "en"]) {
      const file = await pdf(invoice.id, buyer, lang);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["content-language"]).toBe(lang);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const viaOrder = await call("GET", `/orders/${paid.order_id}/invoice`, seller);
    expect(viaOrder.statusCode).toBe(200);
  });

  it("refuses an invoice five days after the payment", async () => {
    const paid = await payForCourses(call, buyer, [{ id: courseId, quantity: 1 }]);
    await db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 5 * 86_400_000 - 60_000) })
      .where(eq(orders.id, paid.order_id));
    const res = await ask(paid.order_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "invoice_period_over" });
    expect(await db.select().from(invoices).where(eq(invoices.orderId, paid.order_id))).toHaveLength(0);
  });

  it("shows an invoice only to its buyer, its provider and admins (INVOICE-ACCESS)", async () => {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.kind, "invoice"));
    expect((await pdf(invoice!.id, buyer)).statusCode).toBe(200);
    expect((await pdf(invoice!.id, seller)).statusCode).toBe(200);
    expect((await pdf(invoice!.id, admin)).statusCode).toBe(200);
    expect((await pdf(invoice!.id, null)).statusCode).toBe(401);
    for (const token of [stranger, otherProvider]) {
      const res = await pdf(invoice!.id, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("invoice_not_found");
      expect((await call("GET", `/orders/${invoice!.orderId}/invoice`, token)).statusCode).toBe(404);
    }
    expect((await ask(invoice!.orderId!, stranger)).statusCode).toBe(404);
    const own = invoiceListResponse.parse((await call("GET", "/provider/invoices", seller)).json());
    expect(own.data.map((i) => i.id)).toContain(invoice!.id);
    const other = invoiceListResponse.parse((await call("GET", "/provider/invoices", otherProvider)).json());
    expect(other.data.map((i) => i.id)).not.toContain(invoice!.id);
    expect((await call("GET", "/provider/invoices", stranger)).statusCode).toBe(403);
    expect((await call("GET", "/admin/invoices", seller)).statusCode).toBe(403);
    const all = invoiceListResponse.parse((await call("GET", "/admin/invoices?kind=invoice", admin)).json());
    expect(all.data.map((i) => i.id)).toContain(invoice!.id);
  });

  it("issues a credit note referring to the invoice when the item is refunded (INVOICE-CREDIT-NOTE)", async () => {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.kind, "invoice"));
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, invoice!.orderId!));
    const res = await call("POST", `/admin/orders/${invoice!.orderId}/refund`, admin, {
      items: [{ item_id: item!.id, amount: 1000 }],
      reason: "Частично възстановяване по договорка",
      request_key: "invoice-credit-1",
    });
    expect(res.statusCode).toBe(200);
    const notes = await db.select().from(invoices).where(eq(invoices.refersToId, invoice!.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: "credit_note",
      total: 1000,
      issuer: providerId,
      vatBp: invoice!.vatBp,
    });
    expect(Number(notes[0]!.number)).toBe(Number(invoice!.number) + 1);
    const view = orderInvoicesResponse.parse(
      (await call("GET", `/user/orders/${invoice!.orderId}/invoices`, buyer)).json(),
    );
    expect(view.invoices.map((i) => [i.kind, i.refers_to_number])).toEqual([
      ["invoice", null],
      ["credit_note", invoice!.number],
    ]);
    expect((await pdf(notes[0]!.id, buyer, "en")).statusCode).toBe(200);
  });

  it("invoices last month's commission to each provider once, in the platform's sequence (INVOICE-COMMISSION)", async () => {
    const nextMonth = new Date(Date.now() + 32 * 86_400_000);
    const [sum] = await db
      .select({ total: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.providerId, providerId), eq(ledgerEntries.kind, "commission")))
      .limit(1);
    expect(sum).toBeDefined();
    const deps = { ...mail, platform: platformParty(loadConfig({}).platformCompany) };
    const first = await issueCommissionInvoices(db, deps, nextMonth);
    expect(first).toBeGreaterThan(0);
    expect(await issueCommissionInvoices(db, deps, nextMonth)).toBe(0);
    const rows = await db.select().from(invoices).where(eq(invoices.kind, "commission"));
    expect(rows).toHaveLength(first);
    expect(rows.map((r) => r.number).sort()).toEqual(rows.map((_, i) => String(i + 1).padStart(10, "0")));
    const mine = rows.find((r) => r.providerId === providerId)!;
    expect(mine).toMatchObject({ issuer: "platform", vatBp: 2000 });
    // the provider reads it, another provider does not
    expect((await pdf(mine.id, seller)).statusCode).toBe(200);
    expect((await pdf(mine.id, otherProvider)).statusCode).toBe(404);
    expect((await pdf(mine.id, buyer)).statusCode).toBe(404);
  });
});
