import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { paymentAccount } from "@kursove/contracts";
import { and, count, eq, gt, isNull, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  courses,
  paymentEvents,
  providers,
  sandboxAccountLinks,
  sandboxAccounts,
} from "../../db/schema/index";
import { GatewayError, type PaymentGateway, WebhookSignatureError } from "../../platform/payments/gateway";
import type { SandboxGateway } from "../../platform/payments/sandbox";
import { signPayload } from "../../platform/payments/signature";
import { stripeGateway } from "../../platform/payments/stripe";
import { bearer, nextAddress, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

const publicUrl = "http://localhost:3000";

/** A small stand-in for api.stripe.com: records each request and answers like Stripe. */
async function stripeStandIn() {
  const requests: {
    method: string;
    path: string;
    body: URLSearchParams;
    headers: IncomingMessage["headers"];
  }[] = [];
  let refuse = false;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const path = req.url ?? "";
      requests.push({ method: req.method ?? "", path, body: new URLSearchParams(raw), headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": "req_test" });
        res.end(JSON.stringify(body));
      };
      const now = Math.floor(Date.now() / 1000);
      if (refuse)
        return send(400, {
          error: { type: "invalid_request_error", message: "Connect is not enabled for this platform" },
        });
      if (req.method === "POST" && path === "/v1/accounts")
        return send(200, {
          id: "acct_1StandIn",
          object: "account",
          type: "express",
          country: "BG",
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
        });
      if (req.method === "POST" && path === "/v1/account_links")
        return send(200, {
          object: "account_link",
          created: now,
          expires_at: now + 300,
          url: "https://connect.stripe.com/setup/e/acct_1StandIn/link123",
        });
      if (req.method === "GET" && path.startsWith("/v1/accounts/acct_1StandIn"))
        return send(200, {
          id: "acct_1StandIn",
          object: "account",
          details_submitted: true,
          charges_enabled: true,
          payouts_enabled: false,
        });
      return send(404, { error: { type: "invalid_request_error", message: "No such route" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    setRefuse: (value: boolean) => {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("payment account and gateway", () => {
  let t: TestApp;
  /** the gateway the app talks to: the sandbox, or whatever a test puts in its place */
  let current: PaymentGateway;
  let refuseAccounts = false;
  let refuseLinks = false;
  let sandbox: SandboxGateway;
  let fresh: string;
  let other: string;
  let learner: string;

  beforeAll(async () => {
    t = await createTestApp({
      payments: (sb) => {
        sandbox = sb as SandboxGateway;
        current = sb;
        return new Proxy({} as PaymentGateway, {
          get(_target, key) {
            if (key === "createConnectedAccount" && refuseAccounts)
              return async () => {
                throw new GatewayError("refused by test");
              };
            if (key === "createOnboardingLink" && refuseLinks)
              return async () => {
                throw new GatewayError("refused by test");
              };
            return Reflect.get(current, key);
          },
        });
      },
    });
    const login = (email: string) => signInDemo(t.app, email);
    fresh = await login("newprovider@example.com");
    other = await login("owner@digitalen-kampus.example.com");
    learner = await login("learner@example.com");
    // the other provider starts without an account too
    await t.database.db
      .update(providers)
      .set({ paymentAccountId: null, paymentPayoutsEnabled: false, paymentAccountUpdatedAt: null })
      .where(eq(providers.slug, "digitalen-kampus"));
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST", url: string, token?: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), ...((extra.headers as object) ?? {}) },
      ...(extra.payload !== undefined ? { payload: extra.payload as object } : {}),
      remoteAddress: nextAddress(),
    });
  const providerRow = async (slug: string) =>
    (await t.database.db.select().from(providers).where(eq(providers.slug, slug)))[0]!;
  const tokenOf = (url: string) => url.split("/sandbox/connect/")[1]!;

  it("connect opens one account and a fresh link each time; the state starts unconnected", async () => {
    const before = await call("GET", "/provider/payments/account", fresh);
    expect(before.statusCode).toBe(200);
    expect(paymentAccount.parse(before.json())).toEqual({
      connected: false,
      account_id: null,
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      can_receive_payouts: false,
      updated_at: null,
    });

    const first = await call("POST", "/provider/payments/connect", fresh);
    expect(first.statusCode).toBe(200);
    const url = first.json().url as string;
    expect(url).toMatch(new RegExp(`^${publicUrl}/sandbox/connect/[A-Za-z0-9_-]{20,}$`));
    const row = await providerRow("nova-shkola");
    expect(row.paymentAccountId).toMatch(/^acct_sb_/);
    const [account] = await t.database.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.id, row.paymentAccountId!));
    expect(account).toMatchObject({
      email: "nova-shkola@example.bg",
      businessName: "Нова школа ООД",
      country: "BG",
    });
    const [link] = await t.database.db
      .select()
      .from(sandboxAccountLinks)
      .where(eq(sandboxAccountLinks.token, tokenOf(url)));
    expect(link).toMatchObject({
      accountId: row.paymentAccountId,
      returnUrl: `${publicUrl}/dashboard/payments?connected=1`,
      refreshUrl: `${publicUrl}/reauth`,
    });
    expect(link!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 60_000);

    // in English the links lead back to the English pages
    const second = await call("POST", "/provider/payments/connect", fresh, {
      headers: { "content-language": "en" },
    });
    expect(second.statusCode).toBe(200);
    const url2 = second.json().url as string;
    expect(url2).toMatch(new RegExp(`^${publicUrl}/en/sandbox/connect/`));
    expect(tokenOf(url2)).not.toBe(tokenOf(url));
    expect((await providerRow("nova-shkola")).paymentAccountId).toBe(row.paymentAccountId);
    const [accounts] = await t.database.db
      .select({ n: count() })
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.email, "nova-shkola@example.bg"));
    expect(accounts!.n).toBe(1);
    const [link2] = await t.database.db
      .select()
      .from(sandboxAccountLinks)
      .where(eq(sandboxAccountLinks.token, tokenOf(url2)));
    expect(link2!.refreshUrl).toBe(`${publicUrl}/en/reauth`);

    const after = (await call("GET", "/provider/payments/account", fresh)).json();
    expect(after).toMatchObject({
      connected: true,
      account_id: row.paymentAccountId,
      can_receive_payouts: false,
    });
  });

  it("refuses visitors and learners; each provider connects only its own account", async () => {
    for (const [method, url] of [
      ["POST", "/provider/payments/connect"],
      ["GET", "/provider/payments/account"],
    ] as const) {
      const anonymous = await call(method, url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe("not_signed_in");
      const asLearner = await call(method, url, learner);
      expect(asLearner.statusCode).toBe(403);
      expect(asLearner.json().code).toBe("forbidden");
    }
    const mine = (await providerRow("nova-shkola")).paymentAccountId;
    const theirs = await call("POST", "/provider/payments/connect", other);
    expect(theirs.statusCode).toBe(200);
    const otherAccount = (await providerRow("digitalen-kampus")).paymentAccountId;
    expect(otherAccount).toMatch(/^acct_sb_/);
    expect(otherAccount).not.toBe(mine);
    expect((await providerRow("nova-shkola")).paymentAccountId).toBe(mine);
    const [link] = await t.database.db
      .select()
      .from(sandboxAccountLinks)
      .where(eq(sandboxAccountLinks.token, tokenOf(theirs.json().url)));
    expect(link!.accountId).toBe(otherAccount);
    expect((await call("GET", "/provider/payments/account", other)).json().account_id).toBe(otherAccount);
  });

  it("the sandbox's hosted onboarding completes the account; its account.updated event enables payouts", async () => {
    const url = (await call("POST", "/provider/payments/connect", fresh)).json().url as string;
    const token = tokenOf(url);
    const page = await call("GET", `/payments/sandbox/onboarding/${token}`);
    expect(page.statusCode).toBe(200);
    const row = await providerRow("nova-shkola");
    expect(page.json()).toMatchObject({
      account_id: row.paymentAccountId,
      business_name: "Нова школа ООД",
      iban: "BG59STSA93000024681357",
      return_url: `${publicUrl}/dashboard/payments?connected=1`,
      refresh_url: `${publicUrl}/reauth`,
    });

    const bad = await call("POST", `/payments/sandbox/onboarding/${token}`, undefined, {
      payload: { business_name: "", iban: "BG00 0000", accept: false },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["accept", "business_name", "iban"]);
    expect(bad.json().errors.iban[0]).toMatch(/IBAN/);
    // a refused form does not spend the link
    expect((await call("GET", `/payments/sandbox/onboarding/${token}`)).statusCode).toBe(200);

    const done = await call("POST", `/payments/sandbox/onboarding/${token}`, undefined, {
      payload: { business_name: "Нова школа ООД", iban: "bg59 stsa 9300 0024 6813 57", accept: "on" },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ return_url: `${publicUrl}/dashboard/payments?connected=1` });

    const state = (await call("GET", "/provider/payments/account", fresh)).json();
    expect(state).toMatchObject({
      connected: true,
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      can_receive_payouts: true,
    });
    expect(Date.parse(state.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    const [account] = await t.database.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.id, row.paymentAccountId!));
    expect(account).toMatchObject({ iban: "BG59STSA93000024681357", payoutsEnabled: true });
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.gateway, "sandbox"));
    const event = events.find(
      (e) => (e.payload as { data: { object: { id: string } } }).data.object.id === row.paymentAccountId,
    );
    expect(event).toMatchObject({ type: "account.updated" });
    expect(event!.processedAt).not.toBeNull();

    // the link is single-use
    for (const method of ["GET", "POST"] as const) {
      const again = await call(method, `/payments/sandbox/onboarding/${token}`, undefined, {
        ...(method === "POST"
          ? { payload: { business_name: "Друго", iban: "BG59STSA93000024681357", accept: true } }
          : {}),
      });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({
        code: "payment_link_expired",
        refresh_url: `${publicUrl}/reauth`,
      });
    }
    expect(
      (
        await t.database.db
          .select()
          .from(sandboxAccounts)
          .where(eq(sandboxAccounts.id, row.paymentAccountId!))
      )[0]!.businessName,
    ).toBe("Нова школа ООД");
  });

  it("an expired or unknown link answers 410 payment_link_expired with the specification's words", async () => {
    const url = (await call("POST", "/provider/payments/connect", other)).json().url as string;
    const token = tokenOf(url);
    await t.database.db
      .update(sandboxAccountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxAccountLinks.token, token));
    const expired = await call("GET", `/payments/sandbox/onboarding/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      code: "payment_link_expired",
      message:
        "Връзката за свързване на плащанията е изтекла или не е сработила. Свържете сметката си отново, докато сте влезли в профила си",
      refresh_url: `${publicUrl}/reauth`,
    });
    const submit = await call("POST", `/payments/sandbox/onboarding/${token}`, undefined, {
      payload: { business_name: "Дигитален кампус", iban: "BG59STSA93000024681357", accept: true },
      headers: { "content-language": "en" },
    });
    expect(submit.statusCode).toBe(410);
    expect(submit.json().message).toBe(
      "The payment connection link expired or failed. Reconnect while logged in",
    );
    expect((await providerRow("digitalen-kampus")).paymentPayoutsEnabled).toBe(false);

    const unknown = await call("GET", "/payments/sandbox/onboarding/no-such-token-at-all");
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toMatchObject({ code: "payment_link_expired", refresh_url: null });
  });

  it("a refusing gateway answers payment_account_failed and stores nothing", async () => {
    const [{ n: accountsBefore }] = (await t.database.db.select({ n: count() }).from(sandboxAccounts)) as [
      { n: number },
    ];
    await t.database.db
      .update(providers)
      .set({ paymentAccountId: null })
      .where(eq(providers.slug, "digitalen-kampus"));
    refuseAccounts = true;
    try {
      const bg = await call("POST", "/provider/payments/connect", other);
      expect(bg.statusCode).toBe(502);
      expect(bg.json()).toEqual({
        code: "payment_account_failed",
        message: "Профилът при платежния оператор не можа да бъде създаден",
      });
      const en = await call("POST", "/provider/payments/connect", other, {
        headers: { "content-language": "en" },
      });
      expect(en.json().message).toBe("Could not create the payment processor account");
    } finally {
      refuseAccounts = false;
    }
    expect((await providerRow("digitalen-kampus")).paymentAccountId).toBeNull();
    const [{ n: accountsAfter }] = (await t.database.db.select({ n: count() }).from(sandboxAccounts)) as [
      { n: number },
    ];
    expect(accountsAfter).toBe(accountsBefore);

    // a link the gateway refuses: the account is kept for the next try, the answer says to reconnect
    refuseLinks = true;
    try {
      const res = await call("POST", "/provider/payments/connect", other);
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe("payment_link_expired");
    } finally {
      refuseLinks = false;
    }
    expect((await providerRow("digitalen-kampus")).paymentAccountId).toMatch(/^acct_sb_/);
  });

  describe("webhook", () => {
    const accountId = "acct_sb_demo_filipopolis-lingva";
    const seconds = (offset: number) => Date.now() / 1000 + offset;
    const accountEvent = (id: string, created: number, payouts: boolean) => ({
      id,
      object: "event",
      type: "account.updated",
      created,
      data: {
        object: {
          id: accountId,
          object: "account",
          details_submitted: true,
          charges_enabled: true,
          payouts_enabled: payouts,
        },
      },
    });
    const post = (body: string, signature?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/payments/webhook",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "stripe-signature": signature } : {}),
        },
        payload: body,
        remoteAddress: nextAddress(),
      });
    const deliver = (event: object) => {
      const signed = sandbox.signEvent(event);
      return post(signed.body, signed.signature);
    };
    const eventCount = async (id: string) =>
      (
        await t.database.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.eventId, id))
      )[0]!.n;
    const courseOnSale = async () => {
      // an approved course still selling (no last sell date passed)
      const [course] = await t.database.db
        .select({ slug: courses.slug })
        .from(courses)
        .innerJoin(providers, eq(providers.id, courses.providerId))
        .where(
          and(
            eq(providers.slug, "filipopolis-lingva"),
            eq(courses.status, "approved"),
            or(isNull(courses.lastSellDate), gt(courses.lastSellDate, new Date())),
          ),
        )
        .limit(1);
      return (await call("GET", `/courses/${course!.slug}`)).json().on_sale as boolean;
    };

    it("applies a signed event once: duplicates are acknowledged and ignored", async () => {
      expect(await courseOnSale()).toBe(true);
      const event = accountEvent("evt_test_off", seconds(10), false);
      const first = await deliver(event);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true, duplicate: false });
      expect((await providerRow("filipopolis-lingva")).paymentPayoutsEnabled).toBe(false);
      // courses sell only while the provider can receive payouts
      expect(await courseOnSale()).toBe(false);

      const again = await deliver(event);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ received: true, duplicate: true });
      expect(await eventCount("evt_test_off")).toBe(1);
    });

    it("an event older than the stored state changes nothing; a newer one does", async () => {
      const stale = await deliver(accountEvent("evt_test_stale", seconds(5), true));
      expect(stale.json()).toEqual({ received: true, duplicate: false });
      expect(await eventCount("evt_test_stale")).toBe(1);
      expect((await providerRow("filipopolis-lingva")).paymentPayoutsEnabled).toBe(false);

      const newer = await deliver(accountEvent("evt_test_on", seconds(20), true));
      expect(newer.statusCode).toBe(200);
      const row = await providerRow("filipopolis-lingva");
      expect(row.paymentPayoutsEnabled).toBe(true);
      expect(await courseOnSale()).toBe(true);
      // the first event delivered once more after the newer one: acknowledged, state kept
      expect((await deliver(accountEvent("evt_test_off", seconds(10), false))).json().duplicate).toBe(true);
      expect((await providerRow("filipopolis-lingva")).paymentPayoutsEnabled).toBe(true);
      expect(row.paymentAccountUpdatedAt!.getTime()).toBeGreaterThan(Date.now() + 15_000);
    });

    it("refuses forged, tampered, stale and unsigned events and records none of them", async () => {
      const body = JSON.stringify(accountEvent("evt_test_forged", seconds(30), false));
      const forged = await post(body, signPayload("not-the-secret", body));
      expect(forged.statusCode).toBe(400);
      expect(forged.json().code).toBe("invalid_signature");
      const signed = sandbox.signEvent(accountEvent("evt_test_forged", seconds(30), true));
      const tampered = await post(body, signed.signature);
      expect(tampered.statusCode).toBe(400);
      expect((await post(body)).statusCode).toBe(400);
      const old = await post(
        signed.body,
        signed.signature.replace(/t=\d+/, `t=${Math.floor(Date.now() / 1000) - 3600}`),
      );
      expect(old.statusCode).toBe(400);
      expect(await eventCount("evt_test_forged")).toBe(0);
      expect((await providerRow("filipopolis-lingva")).paymentPayoutsEnabled).toBe(true);
    });
  });

  describe("Stripe Connect against a stand-in server", () => {
    let standIn: Awaited<ReturnType<typeof stripeStandIn>>;
    let stripe: ReturnType<typeof stripeGateway>;
    const webhookSecret = "whsec_test_secret";
    beforeAll(async () => {
      standIn = await stripeStandIn();
      stripe = stripeGateway({
        secretKey: "sk_test_standin",
        webhookSecret,
        host: "127.0.0.1",
        port: standIn.port,
        protocol: "http",
      });
    });
    afterAll(async () => {
      current = sandbox;
      await standIn.close();
    });

    it("creates an express account in Bulgaria, an onboarding link and reads the account", async () => {
      const account = await stripe.createConnectedAccount({
        email: "office@example.bg",
        businessName: "Школа ООД",
        providerId: "prov-1",
      });
      expect(account.id).toBe("acct_1StandIn");
      const create = standIn.requests.at(-1)!;
      expect(create.method).toBe("POST");
      expect(create.path).toBe("/v1/accounts");
      expect(create.headers.authorization).toBe("Bearer sk_test_standin");
      expect(create.headers["idempotency-key"]).toBe("connect-account-prov-1");
      expect(Object.fromEntries(create.body)).toMatchObject({
        type: "express",
        country: "BG",
        email: "office@example.bg",
        "business_profile[name]": "Школа ООД",
        "capabilities[card_payments][requested]": "true",
        "capabilities[transfers][requested]": "true",
        "metadata[provider_id]": "prov-1",
      });

      const link = await stripe.createOnboardingLink({
        accountId: "acct_1StandIn",
        returnUrl: `${publicUrl}/dashboard/payments?connected=1`,
        refreshUrl: `${publicUrl}/reauth`,
        locale: "bg",
      });
      expect(link.url).toBe("https://connect.stripe.com/setup/e/acct_1StandIn/link123");
      expect(link.expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect(Object.fromEntries(standIn.requests.at(-1)!.body)).toEqual({
        account: "acct_1StandIn",
        type: "account_onboarding",
        return_url: `${publicUrl}/dashboard/payments?connected=1`,
        refresh_url: `${publicUrl}/reauth`,
      });

      expect(await stripe.retrieveAccount("acct_1StandIn")).toEqual({
        id: "acct_1StandIn",
        detailsSubmitted: true,
        chargesEnabled: true,
        payoutsEnabled: false,
      });
    });

    it("turns Stripe's refusal into GatewayError", async () => {
      standIn.setRefuse(true);
      try {
        await expect(
          stripe.createConnectedAccount({ email: "a@example.bg", businessName: "A", providerId: "prov-2" }),
        ).rejects.toBeInstanceOf(GatewayError);
      } finally {
        standIn.setRefuse(false);
      }
    });

    it("verifies webhook signatures with STRIPE_WEBHOOK_SECRET", () => {
      const payload = JSON.stringify({
        id: "evt_1",
        object: "event",
        type: "account.updated",
        created: 1_800_000_000,
        data: {
          object: {
            id: "acct_1StandIn",
            details_submitted: true,
            charges_enabled: true,
            payouts_enabled: true,
          },
        },
      });
      const header = stripe.client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      const event = stripe.parseWebhook(Buffer.from(payload), header);
      expect(event).toMatchObject({
        id: "evt_1",
        type: "account.updated",
        created: new Date(1_800_000_000_000),
        account: { id: "acct_1StandIn", payoutsEnabled: true },
      });
      const forged = stripe.client.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
      expect(() => stripe.parseWebhook(Buffer.from(payload), forged)).toThrow(WebhookSignatureError);
      expect(() => stripe.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
      const unset = stripeGateway({ secretKey: "sk_test_x", webhookSecret: undefined });
      expect(() => unset.parseWebhook(Buffer.from(payload), header)).toThrow(WebhookSignatureError);
    });

    it("runs the app's connect call and webhook through Stripe, replacing an account of the sandbox", async () => {
      current = stripe;
      // the demo provider was connected in the sandbox before the switch to Stripe
      expect((await providerRow("zdrave-i-dvizhenie")).paymentAccountId).toMatch(/^acct_sb_/);
      expect((await providerRow("zdrave-i-dvizhenie")).paymentPayoutsEnabled).toBe(true);
      const owner = (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/login",
          payload: { email: "owner@zdrave-i-dvizhenie.example.com", password: "demo12345" },
          remoteAddress: nextAddress(),
        })
      ).json().t as string;
      const res = await call("POST", "/provider/payments/connect", owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().url).toBe("https://connect.stripe.com/setup/e/acct_1StandIn/link123");
      expect((await providerRow("zdrave-i-dvizhenie")).paymentAccountId).toBe("acct_1StandIn");
      // the sandbox's word no longer counts: nothing sells until Stripe says payouts are enabled
      expect((await providerRow("zdrave-i-dvizhenie")).paymentPayoutsEnabled).toBe(false);
      // the sandbox's pages do not exist while Stripe is the gateway
      expect((await call("GET", "/payments/sandbox/onboarding/whatever-token-1")).statusCode).toBe(404);

      // on the return from onboarding the state is read from Stripe
      const refreshed = (await call("GET", "/provider/payments/account?refresh=1", owner)).json();
      expect(refreshed).toMatchObject({
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: false,
      });

      const payload = JSON.stringify({
        id: "evt_stripe_1",
        object: "event",
        type: "account.updated",
        created: Math.floor(Date.now() / 1000) + 5,
        data: {
          object: {
            id: "acct_1StandIn",
            details_submitted: true,
            charges_enabled: true,
            payouts_enabled: true,
          },
        },
      });
      const header = stripe.client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      const hook = await t.app.inject({
        method: "POST",
        url: "/api/v1/payments/webhook",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
        payload,
        remoteAddress: nextAddress(),
      });
      expect(hook.statusCode).toBe(200);
      expect(hook.json()).toEqual({ received: true, duplicate: false });
      const [event] = await t.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, "evt_stripe_1"));
      expect(event!.gateway).toBe("stripe");
      expect((await call("GET", "/provider/payments/account", owner)).json().can_receive_payouts).toBe(true);
      current = sandbox;
    });
  });

  it("a course is on sale only while selling: approved, provider can receive payouts, last sell date ahead", async () => {
    const [course] = await t.database.db
      .select({ id: courses.id, slug: courses.slug, lastSellDate: courses.lastSellDate })
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(and(eq(providers.slug, "akademia-znanie"), eq(courses.status, "approved")))
      .limit(1);
    // the sell date changes in the database, not through the app, whose writes empty the public cache
    const onSale = async () => {
      t.app.publicCache.clear();
      return (await call("GET", `/courses/${course!.slug}`)).json().on_sale;
    };
    await t.database.db
      .update(courses)
      .set({ lastSellDate: new Date(Date.now() + 86_400_000) })
      .where(eq(courses.id, course!.id));
    expect(await onSale()).toBe(true);
    await t.database.db
      .update(courses)
      .set({ lastSellDate: new Date(Date.now() - 60_000) })
      .where(eq(courses.id, course!.id));
    expect(await onSale()).toBe(false);
    await t.database.db
      .update(courses)
      .set({ lastSellDate: course!.lastSellDate })
      .where(eq(courses.id, course!.id));
  });

  it("documents the payments calls in OpenAPI", async () => {
    const doc = (await t.app.inject({ url: "/api/v1/docs/json" })).json();
    for (const path of [
      "/api/v1/provider/payments/connect",
      "/api/v1/provider/payments/account",
      "/api/v1/payments/webhook",
      "/api/v1/payments/sandbox/onboarding/{token}",
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths["/api/v1/payments/sandbox/onboarding/{token}"].post.requestBody).toBeDefined();
  });
});
