import { and, eq, inArray, ne, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  certificates,
  courseDocuments,
  courses,
  discountCodes,
  instructors,
  invoices,
  orderItems,
  orders,
  payouts,
  promotions,
  providerLectors,
  providers,
  refundRequests,
  reviews,
  users,
} from "../db/schema/index";
import { ownedItems } from "../modules/learning/purchases";
import { apiCaller, bearer, nextAddress, signInDemo, signUp } from "../test/accounts";
import { payForCourses } from "../test/orders";
import { createTestApp, type TestApp } from "../test/test-app";

type Role = "learner" | "otherLearner" | "provider" | "otherProvider" | "lector" | "admin";

/** A route on someone's object: who owns it, who must be refused, its parameters and, for writes, a valid body. */
type Owned = {
  owner: Role;
  intruders: Role[];
  params: () => Record<string, string>;
  /** a body that passes validation, so a refusal proves the object check (without one: {} and a 4xx) */
  body?: () => object;
  /** the 404 code the owner gets when the object lacks this part (no video uploaded) */
  absent?: string;
  /** takes the object away from its owner (leaving, deleting, refunding): called by the owner last */
  last?: true;
};
type Rule = Owned | { open: string };

/** Tables a refused call must leave exactly as they were. */
const watched = [
  "courses",
  "course_modules",
  "course_sessions",
  "course_slots",
  "course_documents",
  "promotions",
  "discount_codes",
  "orders",
  "order_items",
  "refund_requests",
  "refunds",
  "reviews",
  "instructors",
  "provider_lectors",
  "session_clocked_times",
  "cart_items",
  "payouts",
  "files",
  "wishlist_items",
  "certificates",
  "invoices",
  "invoice_counters",
  "session_attendance",
];

/**
 * OBJECT-ACCESS (the authorization matrix): every route with a path parameter outside the admin
 * area (ACCESS closes that one) is listed here, read from the app's route table, so a new route cannot
 * escape: either whose object it names, or why it names no one's. Each owned route is called on a real
 * object of its owner by the other roles: visitors get 401, the others 403 or 404, and the database is
 * left exactly as it was; then by the owner, who gets past the checks.
 */
describe("who may touch whose objects", () => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const ids: Record<string, string> = {};
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  const p = (name: string) => {
    const value = ids[name];
    if (!value) throw new Error(`no demo object for ${name}`);
    return value;
  };
  const provider = (intruders: Role[] = ["otherProvider", "learner", "lector"]) => ({
    owner: "provider" as const,
    intruders,
  });
  const course = () => ({ id: p("course") });
  const mine = (intruders: Role[] = ["otherLearner", "otherProvider"]) => ({
    owner: "learner" as const,
    intruders,
  });

  const rules: Record<string, Rule> = {
    // the provider's own course and what hangs on it
    "GET /provider/courses/:id": { ...provider(), params: course },
    "PUT /provider/courses/:id": { ...provider(), params: course },
    "DELETE /provider/courses/:id": { ...provider(), params: course, last: true },
    "POST /provider/courses/:id/cover": { ...provider(), params: course },
    "POST /provider/courses/:id/thumbnail": { ...provider(), params: course },
    "POST /provider/courses/:id/documents": { ...provider(), params: course },
    "PUT /provider/courses/:id/documents": {
      ...provider(),
      params: course,
      body: () => ({ documents: [] }),
      last: true,
    },
    "DELETE /provider/courses/:id/documents/:documentId": {
      ...provider(),
      params: () => ({ id: p("course"), documentId: p("document") }),
    },
    "GET /provider/courses/:id/documents/:documentId/file": {
      ...provider(),
      params: () => ({ id: p("course"), documentId: p("document") }),
    },
    "POST /provider/courses/:id/duplicate": { ...provider(), params: course },
    "GET /provider/courses/:id/media": { ...provider(), params: course },
    "PUT /provider/courses/:id/modules": {
      ...provider(),
      params: course,
      body: () => ({ modules: [{ title: "Модул", sessions: [] }] }),
    },
    "GET /provider/courses/:id/promotions": { ...provider(), params: course },
    "POST /provider/courses/:id/promotions": {
      ...provider(),
      params: course,
      body: () => ({ date_from: day(3), date_to: day(4) }),
    },
    "DELETE /provider/courses/:id/revision": { ...provider(), params: course },
    "PUT /provider/courses/:id/slots": { ...provider(), params: course, body: () => ({ slots: [] }) },
    "POST /provider/courses/:id/submit": { ...provider(), params: course },
    "GET /provider/courses/:id/video": { ...provider(), params: course, absent: "file_not_found" },
    "GET /provider/courses/:id/waitlist": { ...provider(), params: course },
    "POST /provider/courses/:id/video": { ...provider(), params: course },
    "PUT /provider/courses/:id/video": {
      ...provider(),
      params: course,
      body: () => ({ video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }),
    },
    "DELETE /provider/courses/:id/video": { ...provider(), params: course },
    "POST /provider/courses/:id/video/attach": { ...provider(), params: course },
    "DELETE /provider/courses/:id/video/held": { ...provider(), params: course },
    "GET /provider/courses/:id/video/state": { ...provider(), params: course },
    // the provider's bookings, lectors, payouts, promotions, refund requests, reviews and instructors
    "POST /provider/bookings/:id/approve": { ...provider(), params: () => ({ id: p("booking") }) },
    "POST /provider/bookings/:id/refuse": { ...provider(), params: () => ({ id: p("booking") }) },
    "PATCH /provider/lectors/:id": {
      ...provider(),
      params: () => ({ id: p("lectorLink") }),
      body: () => ({ status: "revoked" }),
      last: true,
    },
    "DELETE /provider/lectors/:id": { ...provider(), params: () => ({ id: p("lectorLink") }) },
    "GET /provider/payouts/:id": { ...provider(), params: () => ({ id: p("payout") }) },
    "DELETE /provider/promotions/:id": { ...provider(), params: () => ({ id: p("promotion") }) },
    "PUT /provider/discount-codes/:id": {
      ...provider(),
      params: () => ({ id: p("discountCode") }),
      body: () => ({ code: "OWNED-CODE", kind: "percent", value: 10 }),
    },
    "DELETE /provider/discount-codes/:id": {
      ...provider(),
      params: () => ({ id: p("discountCode") }),
      last: true,
    },
    "POST /provider/promotions/:id/pay": { ...provider(), params: () => ({ id: p("promotion") }) },
    "POST /provider/refund-requests/:id/approve": {
      ...provider(),
      params: () => ({ id: p("refundRequest") }),
      body: () => ({ note: "" }),
    },
    "POST /provider/refund-requests/:id/refuse": {
      ...provider(),
      params: () => ({ id: p("refundRequest") }),
      body: () => ({ note: "Срокът за отказ е изтекъл." }),
    },
    "PUT /provider/reviews/:id/reply": {
      ...provider(),
      params: () => ({ id: p("review") }),
      body: () => ({ reply: "Благодарим за отзива!" }),
    },
    "POST /instructors/:id": { ...provider(), params: () => ({ id: p("instructor") }) },
    "DELETE /instructors/:id": { ...provider(), params: () => ({ id: p("instructor") }) },
    // the lector's links and sessions
    "POST /lector/providers/:id": {
      owner: "lector",
      intruders: ["learner", "provider"],
      params: () => ({ id: p("lectorProvider") }),
      body: () => ({ action: "leave" }),
      last: true,
    },
    "PUT /lector/sessions/:id/clocked-time": {
      owner: "lector",
      intruders: ["learner", "provider"],
      params: () => ({ id: p("session") }),
      body: () => ({ minutes: 90, note: "" }),
    },
    // attendance of a started session: the course's provider, or the lector who teaches it (CERT-ATTENDANCE)
    "GET /provider/sessions/:id/attendance": { ...provider(), params: () => ({ id: p("session") }) },
    "PUT /provider/sessions/:id/attendance": {
      ...provider(),
      params: () => ({ id: p("session") }),
      body: () => ({ marks: [{ order_item_id: p("orderItem"), present: true }] }),
    },
    "GET /lector/sessions/:id/attendance": {
      owner: "lector",
      intruders: ["learner", "provider", "otherProvider"],
      params: () => ({ id: p("session") }),
    },
    "PUT /lector/sessions/:id/attendance": {
      owner: "lector",
      intruders: ["learner", "provider", "otherProvider"],
      params: () => ({ id: p("session") }),
      body: () => ({ marks: [{ order_item_id: p("orderItem"), present: true }] }),
    },
    // the learner's orders, courses, cart and reviews
    "GET /user/orders/:id": { ...mine(), params: () => ({ id: p("order") }) },
    "GET /user/orders/:id/receipt.pdf": { ...mine(), params: () => ({ id: p("order") }) },
    "GET /orders/:id": { ...mine(), params: () => ({ id: p("order") }) },
    "GET /user/certificates/:code/certificate.pdf": { ...mine(), params: () => ({ code: p("certificate") }) },
    "POST /provider/certificates/:code/revoke": {
      ...provider(),
      params: () => ({ code: p("certificate") }),
      body: () => ({ reason: "Издаден по грешка" }),
      last: true,
    },
    "GET /user/orders/:id/invoices": { ...mine(), params: () => ({ id: p("order") }) },
    "POST /user/orders/:id/invoices": { ...mine(), params: () => ({ id: p("order") }) },
    "GET /orders/:id/invoice": { ...mine(), params: () => ({ id: p("order") }) },
    // the seller reads it too; another provider and another learner are told it does not exist
    "GET /invoices/:id/pdf": { ...mine(), params: () => ({ id: p("invoice") }) },
    "POST /orders/:id/refund-request": {
      ...mine(),
      params: () => ({ id: p("order") }),
      body: () => ({ item_ids: [p("orderItem")], reason: "Не мога да присъствам." }),
      last: true,
    },
    "GET /user/courses/:id/content": { ...mine(), params: () => ({ id: p("boughtCourse") }) },
    "GET /user/courses/:id/video": {
      ...mine(),
      params: () => ({ id: p("boughtCourse") }),
      absent: "file_not_found",
    },
    "GET /user/courses/:id/documents/:documentId/file": {
      ...mine(),
      params: () => ({ id: p("boughtCourse"), documentId: p("boughtDocument") }),
    },
    "DELETE /cart/items/:id": { ...mine(), params: () => ({ id: p("cartItem") }) },
    "POST /courses/:id/reviews": {
      ...mine(["otherLearner"]),
      params: () => ({ id: p("boughtCourse") }),
      body: () => ({
        ratings: { content: 5, outcomes: 4 },
        overall: 5,
        recommend: true,
        suggestions: "",
        other_courses_wanted: "",
        comment: "Много полезен курс.",
      }),
    },
    // no one's object: public pages, one's own list, or a capability link
    "GET /courses/:slug": { open: "a public course page" },
    "GET /courses/:slug/reviews": { open: "public reviews" },
    "GET /courses/:slug/similar": { open: "a public course's similar courses" },
    "GET /courses/:id/reviews/mine": { open: "answers the caller's own review of a public course" },
    "PUT /user/wishlist/:courseId": { open: "adds a public course to the caller's own list" },
    "DELETE /user/wishlist/:courseId": { open: "removes a course from the caller's own list" },
    "POST /courses/:id/waitlist": { open: "puts the caller on a public course's waiting list" },
    "DELETE /courses/:id/waitlist": { open: "takes the caller off a course's waiting list" },
    "GET /providers/:slug": { open: "a public provider page" },
    "GET /blog/:slug": { open: "a public article" },
    "GET /files/:id": { open: "public files only; a private one is 404 to everyone (FILES)" },
    "GET /calendar/:file": { open: "a public calendar file" },
    "GET /guides/:file": { open: "a public manual" },
    "GET /certificates/:code": {
      open: "the public check of a certificate: its code is the capability (CERT-VERIFY)",
    },
    "GET /payments/sandbox/3ds/:token": { open: "the token is the capability (SANDBOX-CARDS)" },
    "POST /payments/sandbox/3ds/:token": { open: "the token is the capability (SANDBOX-CARDS)" },
    "GET /payments/sandbox/onboarding/:token": { open: "the token is the capability (PAYMENTS)" },
    "POST /payments/sandbox/onboarding/:token": { open: "the token is the capability (PAYMENTS)" },
    "PUT /provider/request/steps/:step": { open: "the caller's own request, by step number" },
  };

  const routes = () =>
    t.app.routeTable
      .filter(
        (r) =>
          r.url.startsWith("/api/v1/") &&
          r.url.includes(":") &&
          !r.url.startsWith("/api/v1/admin") &&
          r.method !== "HEAD" &&
          r.method !== "OPTIONS",
      )
      .map((r) => ({
        key: `${r.method} ${r.url.slice("/api/v1".length)}`,
        hasBody: r.schema?.body !== undefined,
      }));

  const fingerprint = async () => {
    const parts: string[] = [];
    for (const table of watched) {
      const rows = await t.database.db.execute<{ h: string }>(
        sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`),
      );
      parts.push(`${table}:${(rows as unknown as { rows: { h: string }[] }).rows[0]?.h}`);
    }
    return parts.join(" ");
  };

  const callRoute = (key: string, rule: Owned, token: string | null, body?: unknown) => {
    const [method, pattern] = key.split(" ") as [string, string];
    const params = rule.params();
    const url = pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
      const value = params[name];
      if (!value) throw new Error(`${key}: no value for :${name}`);
      return value;
    });
    const withBody = method !== "GET" && method !== "DELETE";
    return t.app.inject({
      method: method as "GET",
      url: `/api/v1${url}`,
      remoteAddress: nextAddress(),
      headers: {
        ...(token ? bearer(token) : {}),
        "content-language": "en",
        ...(withBody ? { "content-type": "application/json" } : {}),
      },
      // sent as text, so a field set to undefined is left out as a browser would
      ...(withBody ? { payload: JSON.stringify(body ?? rule.body?.() ?? {}) } : {}),
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    const db = t.database.db;
    for (const role of ["learner", "provider", "lector", "admin"] as const)
      tokens[role] = await signInDemo(t.app, `${role}@example.com`);
    tokens.otherProvider = await signInDemo(t.app, "owner@digitalen-kampus.example.com");
    const other = await signUp(t.app);
    tokens.otherLearner = other.token;
    const otherLearnerId = (await apiCaller(t.app)("GET", "/user", other.token)).json().id as string;

    const [own] = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    const ownId = own!.id;
    ids.lectorProvider = ownId;
    const [learner] = await db.select().from(users).where(eq(users.email, "learner@example.com"));

    const ownCourses = db.select({ id: courses.id }).from(courses).where(eq(courses.providerId, ownId));
    const ownCourseIds = new Set((await ownCourses).map((c) => c.id));
    const [document] = await db
      .select({ id: courseDocuments.id, courseId: courseDocuments.courseId })
      .from(courseDocuments)
      .where(inArray(courseDocuments.courseId, ownCourses));
    if (document) {
      ids.course = document.courseId;
      ids.document = document.id;
    }
    // another learner buys a place of the demo provider: a booking that is not the demo learner's
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, otherLearnerId));
    const catalogue = (
      await apiCaller(t.app)("GET", "/courses?provider=akademia-znanie&sort=newest", null)
    ).json();
    const forSale = catalogue.courses.find(
      (c: { places_left: number; timing: string; provider: { id: string } }) =>
        c.places_left > 2 && c.timing === "future" && c.provider.id === ownId,
    );
    await payForCourses(apiCaller(t.app), tokens.otherLearner, [{ id: forSale.id, quantity: 1 }]);
    const [booking] = await db
      .select({ item: orderItems, userId: orders.userId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      // another learner's, so refusing it does not take the demo learner's place away
      .where(
        and(eq(orderItems.providerId, ownId), eq(orders.status, "paid"), ne(orders.userId, learner!.id)),
      );
    if (booking) {
      ids.booking = booking.item.id;
      // a learner's claim on it, waiting for the provider
      const [request] = await db
        .insert(refundRequests)
        .values({
          orderId: booking.item.orderId,
          orderItemId: booking.item.id,
          userId: booking.userId,
          providerId: ownId,
          kind: "claim",
          reason: "Курсът не беше такъв, какъвто е описан.",
        })
        .returning({ id: refundRequests.id });
      ids.refundRequest = request!.id;
    }
    const [payout] = await db
      .insert(payouts)
      .values({ providerId: ownId, period: "2026-09", amount: 12_000, status: "paid" })
      .returning({ id: payouts.id });
    ids.payout = payout!.id;
    const [link] = await db.select().from(providerLectors).where(eq(providerLectors.providerId, ownId));
    if (link) ids.lectorLink = link.id;
    const [promotion] = await db.select().from(promotions).where(eq(promotions.providerId, ownId));
    if (promotion) ids.promotion = promotion.id;
    const [code] = await db
      .insert(discountCodes)
      .values({ providerId: ownId, code: "OWNED-CODE", kind: "percent", value: 10 })
      .returning({ id: discountCodes.id });
    ids.discountCode = code!.id;
    const [review] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(inArray(reviews.courseId, ownCourses));
    if (review) ids.review = review.id;
    const [instructor] = await db.select().from(instructors).where(eq(instructors.providerId, ownId));
    if (instructor) ids.instructor = instructor.id;

    const sessions = (await apiCaller(t.app)("GET", "/lector/sessions?when=past", tokens.lector)).json();
    if (sessions.data?.[0]) ids.session = sessions.data[0].id;

    // a place the learner owns (paid, not refunded, not a refused booking) of a course that has started
    // (of the demo provider's course, so the other provider is a stranger to it)
    const [paid] = (await ownedItems(db, learner!.id))
      .filter((item) => item.startsAt && item.startsAt < new Date() && ownCourseIds.has(item.courseId))
      .map((item) => ({ order: item.orderId, item: item.itemId, courseId: item.courseId }));
    if (paid) {
      ids.order = paid.order;
      ids.orderItem = paid.item;
      ids.boughtCourse = paid.courseId;
      // an invoice of the order, from its provider to the learner's company (INVOICE-ACCESS)
      const party = {
        name: "Фирма",
        company_number: "131234567",
        vat_number: null,
        address: "София",
        mol: "",
      };
      const [invoice] = await db
        .insert(invoices)
        .values({
          kind: "invoice",
          issuer: ownId,
          number: "0000000001",
          providerId: ownId,
          orderId: paid.order,
          buyerUserId: learner!.id,
          seller: party,
          buyer: party,
          lines: [{ title: "Курс", quantity: 1, unit_price: 1000, total: 1000 }],
          vatBp: 0,
          base: 1000,
          vat: 0,
          total: 1000,
          currency: "EUR",
          taxEventAt: new Date(),
          issuedAt: new Date(),
        })
        .returning();
      ids.invoice = invoice!.id;
      // a document on the bought course, the bytes of the provider's document
      const [file] = await db
        .select()
        .from(courseDocuments)
        .where(eq(courseDocuments.id, p("document")));
      const [bought] = await db
        .insert(courseDocuments)
        .values({
          courseId: paid.courseId,
          fileId: file!.fileId,
          fileName: "program.pdf",
          attachedAt: new Date(),
        })
        .returning({ id: courseDocuments.id });
      ids.boughtDocument = bought!.id;
      // the learner's certificate of that place, issued by the demo provider
      const [certificate] = await db
        .insert(certificates)
        .values({
          code: "AAAA-BBBB-CCCC-DDDD",
          orderItemId: paid.item,
          userId: learner!.id,
          courseId: paid.courseId,
          providerId: ownId,
          learnerName: "Йоана Димитрова",
          courseTitle: "Курс",
          providerName: "Академия „Знание“",
          issuedAt: new Date(),
        })
        .returning({ code: certificates.code });
      ids.certificate = certificate!.code;
    }
    // a place in the learner's cart
    const call = apiCaller(t.app);
    const list = (await call("GET", "/courses?sort=newest", null)).json();
    const onSale = list.courses.find(
      (c: { places_left: number; timing: string }) => c.places_left > 2 && c.timing === "future",
    );
    await call("DELETE", "/cart", tokens.learner);
    const added = await call("POST", "/cart/items", tokens.learner, { course_id: onSale.id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    ids.cartItem = (await call("GET", "/cart", tokens.learner)).json().items[0].id;
  });
  afterAll(() => t.close());

  it("lists every route with a path parameter: whose object it names, or why no one's", () => {
    const listed = new Set(Object.keys(rules));
    const present = routes().map((r) => r.key);
    expect(present.filter((key) => !listed.has(key))).toEqual([]);
    expect([...listed].filter((key) => !present.includes(key))).toEqual([]);
  });

  const owned = () => Object.entries(rules).filter((entry): entry is [string, Owned] => "owner" in entry[1]);

  it("refuses every other role on another's object (visitors 401, the others 403 or 404), changing nothing", async () => {
    const before = await fingerprint();
    const wrong: string[] = [];
    for (const [key, rule] of owned()) {
      const anonymous = await callRoute(key, rule, null);
      if (anonymous.statusCode !== 401) wrong.push(`${key} anonymous ${anonymous.statusCode}`);
      for (const who of rule.intruders) {
        const res = await callRoute(key, rule, tokens[who]);
        const refused = res.statusCode === 403 || res.statusCode === 404;
        // a body-less write may be refused for its missing body first: still refused, and nothing changes
        const acceptable = refused || (!rule.body && key.split(" ")[0] !== "GET" && res.statusCode === 422);
        if (!acceptable) wrong.push(`${key} ${who} ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode !== 422 && res.json().code === undefined)
          wrong.push(`${key} ${who}: no code`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });

  /** Every place in a body a value sits at: its fields, nested fields and list items. */
  const pathsOf = (value: unknown, at: (string | number)[] = []): (string | number)[][] => {
    if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => pathsOf(v, [...at, i]))];
    if (value && typeof value === "object")
      return [at, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))];
    return [at];
  };
  const setAt = (value: unknown, path: (string | number)[], to: unknown): unknown => {
    if (path.length === 0) return to;
    const [head, ...rest] = path as [string | number, ...(string | number)[]];
    const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
      string | number,
      unknown
    >;
    copy[head] = setAt(copy[head], rest, to);
    return copy;
  };
  const odd = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.constantFrom("", "\u0000", "a".repeat(70_000), "<img src=x onerror=alert(1)>", "' or 1=1 --"),
    fc.integer(),
    fc.constantFrom(-1, 0, 2 ** 53, 1e308, -0.5),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }),
  );

  it("answers the owner's own object with a wrong value in any one place of a valid body below 500, and a refusal changes nothing", async () => {
    // FUZZ from the other side: the bodies are valid but for one value, and the object is real, so the
    // checks past validation (dates in order, amounts, states) are reached; removals are left to the end
    const wrong: string[] = [];
    for (const [key, rule] of owned().filter(([, r]) => r.body && !r.last)) {
      const valid = rule.body!();
      const mutated = fc
        .constantFrom(...pathsOf(valid))
        .chain((path) => odd.map((value) => setAt(valid, path, value)));
      await fc.assert(
        fc.asyncProperty(mutated, async (body) => {
          const before = await fingerprint();
          const res = await callRoute(key, rule, tokens[rule.owner], body);
          if (res.statusCode >= 500)
            wrong.push(`${key} ${res.statusCode} ${JSON.stringify(body).slice(0, 80)}`);
          else if (res.statusCode >= 400) {
            if (typeof res.json().code !== "string") wrong.push(`${key} ${res.statusCode}: no code`);
            if ((await fingerprint()) !== before)
              wrong.push(
                `${key} ${res.statusCode} changed the database: ${JSON.stringify(body).slice(0, 80)}`,
              );
          }
        }),
        // FUZZ_RUNS=200 for a deeper search than every test run makes
        { numRuns: Number(process.env.FUZZ_RUNS) || 15 },
      );
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("lets each owner past the checks on their own objects", async () => {
    const wrong: string[] = [];
    // reads first, removals last, so no call finds its object gone
    const order = ([key, rule]: [string, Owned]) =>
      (rule.last ? 3 : key.startsWith("GET") ? 0 : 1) + (key.startsWith("DELETE") ? 0.5 : 0);
    for (const [key, rule] of owned().sort((a, b) => order(a) - order(b))) {
      const res = await callRoute(key, rule, tokens[rule.owner]);
      const absent = res.statusCode === 404 && rule.absent !== undefined && res.json().code === rule.absent;
      if (([401, 403, 404].includes(res.statusCode) && !absent) || res.statusCode >= 500)
        wrong.push(`${key} ${rule.owner} ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });
});
