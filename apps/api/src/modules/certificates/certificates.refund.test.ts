import { adminOrderDetail, providerCertificatesPage } from "@kursove/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { certificates, courses, orderItems, orders, outbox, users } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("a refund in full revokes the certificate (CERT-REFUND-REVOKE, CERT-REVOKE-MAIL)", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let owner: string;
  let admin: string;
  let place: { id: string; orderId: string; total: number };
  let code = "";

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    owner = await signInDemo(t.app, "owner@digitalen-kampus.example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    const [buyer] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    // the learner reads mail in English
    await db.update(users).set({ language: "en" }).where(eq(users.id, buyer!.id));
    const [item] = await db
      .select({ id: orderItems.id, orderId: orderItems.orderId, total: orderItems.total })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(courses, eq(courses.id, orderItems.courseId))
      .where(and(eq(orders.userId, buyer!.id), eq(courses.slug, "javascript-i-react-ot-nulata")));
    place = item!;
    const issued = await call("POST", "/provider/certificates", owner, { order_item_id: place.id });
    expect(issued.statusCode).toBe(201);
    code = issued.json().code;
  });
  afterAll(() => t.close());

  const refund = (amount: number, key: string) =>
    call("POST", `/admin/orders/${place.orderId}/refund`, admin, {
      items: [{ item_id: place.id, amount }],
      reason: "Курсистът се отказа",
      request_key: key,
    });
  const revokeMails = () => db.select().from(outbox).where(eq(outbox.kind, "certificate_revoked_refund"));

  it("keeps the certificate after a partial refund, and revokes it with the refund in full, mailing the learner", async () => {
    const part = Math.floor(place.total / 4);
    expect((await refund(part, `cert-part-${Date.now()}`)).statusCode).toBe(200);
    expect((await call("GET", `/certificates/${code}`, null)).json()).toMatchObject({ valid: true });
    expect(await revokeMails()).toHaveLength(0);

    const rest = await refund(place.total - part, `cert-rest-${Date.now()}`);
    expect(rest.statusCode).toBe(200);
    expect(adminOrderDetail.parse(rest.json()).items.find((i) => i.id === place.id)).toMatchObject({
      refunded: place.total,
    });
    // the public check says revoked at once, and keeps the reason to the provider
    const check = await call("GET", `/certificates/${code}`, null);
    expect(check.json()).toMatchObject({ valid: false, revoked: true });
    const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
    expect(row).toMatchObject({ revokeCause: "refund", revokeReason: "refunded" });

    // the provider reads the reason in its page's language
    const listed = async (language: "bg" | "en") =>
      providerCertificatesPage
        .parse(
          (
            await t.app.inject({
              method: "GET",
              url: "/api/v1/provider/certificates",
              headers: { authorization: `Bearer ${owner}`, "content-language": language },
            })
          ).json(),
        )
        .data.find((r) => r.order_item_id === place.id);
    expect((await listed("en"))?.certificate).toMatchObject({
      revoke_reason: "The place was refunded in full",
      revoked_by_refund: true,
    });
    expect((await listed("bg"))?.certificate?.revoke_reason).toBe("Сумата за мястото е възстановена изцяло");

    const mails = await revokeMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe("learner@example.com");
    expect(mails[0]!.subject).toBe(
      "Your certificate for “JavaScript и React: от нулата до първото приложение” was revoked",
    );
    expect(mails[0]!.text).toContain("refunded in full");
    expect(mails[0]!.text).toContain(`/en/certificates/${code}`);
  });

  it("mails the learner when the provider revokes, without the provider's private reason", async () => {
    await db
      .update(certificates)
      .set({ revokedAt: null, revokeReason: null, revokeCause: null })
      .where(eq(certificates.code, code));
    const res = await call("POST", `/provider/certificates/${code}/revoke`, owner, {
      reason: "Не предаде финалния проект",
    });
    expect(res.statusCode).toBe(200);
    const mails = await db.select().from(outbox).where(eq(outbox.kind, "certificate_revoked"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe("learner@example.com");
    expect(mails[0]!.locale).toBe("en");
    expect(mails[0]!.text).toContain("revoked your certificate");
    expect(mails[0]!.text).not.toContain("финалния проект");
    expect(mails[0]!.html).not.toContain("финалния проект");
  });
});
