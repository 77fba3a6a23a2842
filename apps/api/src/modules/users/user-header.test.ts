import { cart, userHeader } from "@kursove/contracts";
import { countValidItems, hasOnlyExpiredHolds } from "@kursove/contracts/domain/holds";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { apiCaller, signInDemo, signUp } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { expireHolds, saleCourse, verifyAddress } from "../cart/cart.fixtures";
import { notify } from "../notifications";

/** GET /user/header (ADR 047): the header's user, cart count and unread count in one call. */
describe("the signed-in user's header", () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const headerOf = async (token: string) => {
    const res = await call("GET", "/user/header", token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return userHeader.parse(res.json());
  };
  /** A verified learner, the id of the account and the token. */
  const learner = async (first_name = "Мария") => {
    const { token, body } = await signUp(t.app, { first_name, last_name: "Петрова" });
    const id = await verifyAddress(db(), body.email as string);
    return { token, id };
  };
  const tell = (userId: string, n: number) =>
    notify(
      db(),
      { publicUrl: t.app.deps.config.publicUrl, officeEmail: t.app.deps.config.officeEmail },
      {
        userId,
        kind: "course_changed",
        data: { course: `Курс ${n}`, path: "/profile/courses" },
        dedupeKey: `header-test:${userId}:${n}`,
      },
    );

  it("refuses a visitor, and a token whose session is gone, with 401 as GET /user does", async () => {
    const anonymous = await call("GET", "/user/header", null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: "not_signed_in", message: "You must sign in" });
    const { token } = await learner();
    expect((await call("GET", "/logout", token)).statusCode).toBe(204);
    expect((await call("GET", "/user/header", token)).statusCode).toBe(401);
  });

  it("answers the name and roles as GET /user does, for a learner, a provider, a lector and an admin", async () => {
    const roles = {
      "learner@example.com": { is_admin: false, is_provider: false, is_lector: false },
      "provider@example.com": { is_admin: false, is_provider: true, is_lector: false },
      "lector@example.com": { is_admin: false, is_provider: false, is_lector: true },
      "admin@example.com": { is_admin: true, is_provider: false, is_lector: false },
    };
    for (const [email, expected] of Object.entries(roles)) {
      const token = await signInDemo(t.app, email);
      const user = (await call("GET", "/user", token)).json();
      const header = await headerOf(token);
      expect(header.user, email).toEqual({ id: user.id, name: user.name, ...expected });
      expect(user, email).toMatchObject(expected);
    }
  });

  it("counts the cart's valid holds, says when only expired ones remain, and agrees with GET /cart", async () => {
    const { token } = await learner();
    expect((await headerOf(token)).cart).toEqual({ count: 0, only_expired: false });
    const first = await saleCourse(db());
    const second = await saleCourse(db());
    for (const course of [first.course, second.course])
      expect(
        (await call("POST", "/cart/items", token, { course_id: course.id, quantity: 2 })).statusCode,
      ).toBe(200);
    const agreesWithCart = async (expected: { count: number; only_expired: boolean }) => {
      const header = await headerOf(token);
      expect(header.cart).toEqual(expected);
      const whole = cart.parse((await call("GET", "/cart", token)).json());
      expect(header.cart).toEqual({
        count: countValidItems(whole),
        only_expired: hasOnlyExpiredHolds(whole),
      });
    };
    // two items of two places each: the count is of items, not places
    await agreesWithCart({ count: 2, only_expired: false });
    await expireHolds(db(), first.course.id);
    await agreesWithCart({ count: 1, only_expired: false });
    await expireHolds(db(), second.course.id);
    await agreesWithCart({ count: 0, only_expired: true });
    expect((await call("DELETE", "/cart", token)).statusCode).toBe(200);
    await agreesWithCart({ count: 0, only_expired: false });
  });

  it("counts unread notifications as the bell's own call does, and drops those read", async () => {
    const { token, id } = await learner();
    expect((await headerOf(token)).unread).toBe(0);
    for (const n of [1, 2, 3]) await tell(id, n);
    expect((await headerOf(token)).unread).toBe(3);
    expect((await call("GET", "/user/notifications/unread", token)).json()).toEqual({ unread: 3 });
    expect((await call("POST", "/user/notifications/read", token, {})).statusCode).toBe(200);
    expect((await headerOf(token)).unread).toBe(0);
  });

  it("never shows another user's name, cart or notifications", async () => {
    const ana = await learner("Ана");
    const boris = await learner("Борис");
    const { course } = await saleCourse(db());
    await call("POST", "/cart/items", ana.token, { course_id: course.id, quantity: 1 });
    await tell(ana.id, 1);
    const anas = await headerOf(ana.token);
    expect(anas).toMatchObject({ user: { id: ana.id, name: "Ана Петрова" }, cart: { count: 1 }, unread: 1 });
    const boriss = await headerOf(boris.token);
    expect(boriss).toEqual({
      user: { id: boris.id, name: "Борис Петрова", is_admin: false, is_provider: false, is_lector: false },
      cart: { count: 0, only_expired: false },
      unread: 0,
    });
    // a blocked account's session no longer opens the header
    await db().update(users).set({ blockedAt: new Date() }).where(eq(users.id, boris.id));
    expect((await call("GET", "/user/header", boris.token)).statusCode).toBe(401);
  });
});
