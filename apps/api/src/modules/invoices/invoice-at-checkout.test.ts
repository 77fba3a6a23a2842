import {
  adminProviderDetail,
  orderInvoicesResponse,
  ownProvider,
  payment as paymentSchema,
} from "@kursove/contracts";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { Db } from "../../db/client";
import { courses, invoices, orders, paymentEvents, providers, users } from "../../db/schema/index";
import { listDevMailbox } from "../../platform/mail/outbox";
import { sandboxOf } from "../../platform/payments/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { billing, confirmCard } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { issueCommissionInvoices } from "./commission-invoices";
import { platformParty } from "./invoice-parties";

const company = {
  company_name: "Фирма Оптима ООД",
  company_vat_id: "bg 131 234 567",
  company_address: "гр. Варна, бул. „Приморски“ 20",
  company_mol: "Петя Димитрова",
};

describe("INVOICE-AT-CHECKOUT, INVOICE-VAT-FLAG, INVOICE-PLATFORM-SETTINGS", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let buyer: string;
  let seller: string;
  let admin: string;
  let buyerId: string;
  let providerId: string;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    buyer = await signInDemo(t.app, "learner38@example.com");
    seller = await signInDemo(t.app, "provider@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    buyerId = (await db.select().from(users).where(eq(users.email, "learner38@example.com")))[0]!.id;
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

  const fillCart = async () => {
    await call("DELETE", "/cart", buyer);
    const added = await call("POST", "/cart/items", buyer, { course_id: courseId, quantity: 1 });
    expect(added.statusCode).toBe(200);
  };
  const invoicesOf = (orderId: string) => db.select().from(invoices).where(eq(invoices.orderId, orderId));
  const ordersOfBuyer = () => db.select().from(orders).where(eq(orders.userId, buyerId));

  /** Checks out with an invoice asked for and pays with 4242: the payment event settles the order. */
  async function payWithInvoice() {
    await fillCart();
    const res = await call("POST", "/checkout", buyer, { billing, invoice: company });
    expect(res.statusCode, res.body).toBe(200);
    const pay = paymentSchema.parse(res.json());
    expect((await confirmCard(call, pay.secret)).statusCode).toBe(200);
    return pay;
  }

  it("refuses bad business data at checkout with field errors, saves nothing and starts no payment", async () => {
    await db
      .update(users)
      .set({ companyName: null, companyVatId: null, companyAddress: null, companyMol: null })
      .where(eq(users.id, buyerId));
    await fillCart();
    const before = await ordersOfBuyer();
    const res = await call("POST", "/checkout", buyer, {
      billing,
      invoice: { company_name: " ", company_vat_id: "12-34", company_address: "" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "validation_failed",
      errors: {
        "invoice.company_name": ["This field is required"],
        "invoice.company_vat_id": ["Enter a valid VAT or registration number"],
        "invoice.company_address": ["This field is required"],
      },
    });
    expect(await ordersOfBuyer()).toHaveLength(before.length);
    const [profile] = await db.select().from(users).where(eq(users.id, buyerId));
    expect(profile).toMatchObject({ companyName: null, companyVatId: null, companyAddress: null });
  });

  it("issues the invoice asked for at checkout once when the payment settles, even when its event comes twice", async () => {
    const pay = await payWithInvoice();
    const [order] = await db.select().from(orders).where(eq(orders.id, pay.order_id));
    expect(order).toMatchObject({ status: "paid", invoiceRequested: true });
    const [profile] = await db.select().from(users).where(eq(users.id, buyerId));
    expect(profile).toMatchObject({
      companyName: company.company_name,
      companyVatId: "BG131234567",
      companyAddress: company.company_address,
      companyMol: company.company_mol,
    });
    const issued = await invoicesOf(pay.order_id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ kind: "invoice", issuer: providerId, total: order!.total });
    expect(issued[0]!.buyer).toMatchObject({ name: company.company_name, vat_number: "BG131234567" });
    // the invoice's mail is queued with the payment's, in the same transaction
    await t.lastMailTo("learner38@example.com");
    const { data: mails } = await listDevMailbox(db, { to: "learner38@example.com", page: 1 });
    expect(mails.filter((m) => m.subject.includes(issued[0]!.number))).toHaveLength(1);

    // the same event again, and the success told again under a new id (a doubled delivery)
    const sandbox = sandboxOf(t.app.deps.payments)!;
    const redeliver = (event: object) => {
      const signed = sandbox.signEvent(event);
      return t.app.inject({
        method: "POST",
        url: "/api/v1/payments/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signed.signature },
        payload: signed.body,
      });
    };
    const success = (
      await db.select().from(paymentEvents).where(eq(paymentEvents.type, "payment_intent.succeeded"))
    ).find((e) => JSON.stringify(e.payload).includes(order!.paymentIntentId!))!;
    expect((await redeliver(success.payload as object)).json()).toEqual({ received: true, duplicate: true });
    const doubled = { ...(success.payload as object), id: `evt_sb_double_${Date.now()}` };
    expect((await redeliver(doubled)).json()).toEqual({ received: true, duplicate: false });
    expect(await invoicesOf(pay.order_id)).toHaveLength(1);

    // the paid order page lists it, and there is nothing left to ask for
    const view = orderInvoicesResponse.parse(
      (await call("GET", `/user/orders/${pay.order_id}/invoices`, buyer)).json(),
    );
    expect(view.invoices.map((i) => i.number)).toEqual([issued[0]!.number]);
    expect(view.can_request).toBe(false);
  });

  it("issues no invoice for an order paid without asking", async () => {
    await fillCart();
    const pay = paymentSchema.parse((await call("POST", "/checkout", buyer, { billing })).json());
    expect((await confirmCard(call, pay.secret)).statusCode).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, pay.order_id));
    expect(order).toMatchObject({ status: "paid", invoiceRequested: false });
    expect(await invoicesOf(pay.order_id)).toHaveLength(0);
  });

  it("takes a provider's VAT registration from its flag: BG number when registered, bare ЕИК when not, and the invoice's VAT follows", async () => {
    const current = ownProvider.parse((await call("GET", "/provider", seller)).json());
    expect(current.vat_registered).toBe(true);
    const body = {
      company_name: current.company_name,
      company_owner: current.company_owner,
      vat_id: current.vat_id,
      vat_registered: current.vat_registered,
      contact_first_name: current.contact_first_name || "Мария",
      contact_last_name: current.contact_last_name || "Иванова",
      phone: current.phone || "+359888123456",
      email: current.email,
      website: current.website,
      address: current.address || "ул. Шипка 1",
      city_id: current.city_id,
      iban: current.iban,
      account_holder: current.account_holder,
      punchline: current.punchline,
      welcome_text: current.welcome_text,
      description: current.description,
    };
    const eik = current.vat_id.replace(/^BG/, "");
    const put = (changes: object) => call("PUT", "/provider", seller, { ...body, ...changes });

    const bareButRegistered = await put({ vat_id: eik, vat_registered: true });
    expect(bareButRegistered.statusCode).toBe(422);
    expect(bareButRegistered.json().errors).toEqual({
      vat_id: ["A VAT-registered company enters its VAT number: BG and 9 or 10 digits"],
    });
    const prefixedButNot = await put({ vat_id: current.vat_id, vat_registered: false });
    expect(prefixedButNot.statusCode).toBe(422);
    expect(prefixedButNot.json().errors).toEqual({
      vat_id: ["Without VAT registration, enter only the company number (UIC, 9 or 13 digits), without BG"],
    });
    const [unchanged] = await db.select().from(providers).where(eq(providers.id, providerId));
    expect(unchanged).toMatchObject({ vatId: current.vat_id, vatRegistered: true });

    const saved = await put({ vat_id: eik, vat_registered: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ownProvider.parse(saved.json())).toMatchObject({ vat_id: eik, vat_registered: false });
    const detail = adminProviderDetail.parse(
      (await call("GET", `/admin/providers/${providerId}`, admin)).json(),
    );
    expect(detail).toMatchObject({ vat_id: eik, vat_registered: false });

    const unregistered = await payWithInvoice();
    const [plain] = await invoicesOf(unregistered.order_id);
    expect(plain).toMatchObject({ vatBp: 0, vat: 0 });
    expect(plain!.seller).toMatchObject({ company_number: eik, vat_number: null });

    expect((await put({ vat_id: current.vat_id, vat_registered: true })).statusCode).toBe(200);
    const registered = await payWithInvoice();
    const [taxed] = await invoicesOf(registered.order_id);
    expect(taxed).toMatchObject({ vatBp: 2000 });
    expect(taxed!.vat).toBeGreaterThan(0);
    expect(taxed!.base + taxed!.vat).toBe(taxed!.total);
    expect(taxed!.seller).toMatchObject({ company_number: eik, vat_number: current.vat_id });
  });

  it("puts the platform's company from the PLATFORM_* settings on a commission invoice", async () => {
    const config = loadConfig({
      PLATFORM_COMPANY_NAME: "„Курсове Груп“ АД",
      PLATFORM_COMPANY_ID: "207654321",
      PLATFORM_VAT_ID: "",
      PLATFORM_ADDRESS: "гр. Пловдив 4000, ул. „Иван Вазов“ 1",
      PLATFORM_MOL: "Николай Колев",
    });
    expect(() => loadConfig({ PLATFORM_VAT_ID: "207654321" })).toThrow(/PLATFORM_VAT_ID/);
    const mail = {
      publicUrl: "http://localhost:3000",
      officeEmail: "office@kursove.bg",
      money: { second: false },
    };
    const nextMonth = new Date(Date.now() + 32 * 86_400_000);
    const deps = { ...mail, platform: platformParty(config.platformCompany) };
    expect(await issueCommissionInvoices(db, deps, nextMonth)).toBeGreaterThan(0);
    const [mine] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, "commission"), eq(invoices.providerId, providerId)));
    expect(mine!.seller).toEqual({
      name: "„Курсове Груп“ АД",
      company_number: "207654321",
      vat_number: null,
      address: "гр. Пловдив 4000, ул. „Иван Вазов“ 1",
      mol: "Николай Колев",
    });
    // without a VAT number the platform charges no VAT on its commission
    expect(mine).toMatchObject({ vatBp: 0, vat: 0 });
    const pdf = await call("GET", `/invoices/${mine!.id}/pdf`, seller);
    expect(pdf.statusCode).toBe(200);
  });
});
