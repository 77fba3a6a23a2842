import { sql } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client";
import { authSessions } from "../apps/api/src/db/schema/index";
import { saleCourse } from "../apps/api/src/modules/cart/cart.fixtures";
import { hashToken, newToken } from "../apps/api/src/platform/tokens";

export type Race = {
  courseId: string;
  places: number;
  buyers: { token: string; email: string }[];
  url: string;
};

/**
 * P4's field: a course of its own on sale with `places` places and `count` verified buyers, each signed
 * in (a session made in the database, as signing in 1000 times would only measure the password hash).
 */
export async function prepareRace(url: string, count: number, places: number): Promise<Race> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const { course } = await saleCourse(database.db, { capacity: places, soldCount: 0, price: 4900 });
    const created = await database.db.execute<{ id: string; email: string }>(
      sql`insert into users (username, email, password_hash, first_name, last_name, email_verified_at)
          select 'buyer' || g, 'buyer' || g || '@bench.kursove.test', 'bench', 'Купувач', 'Номер ' || g, now()
          from generate_series(1, ${count}) g returning id, email`,
    );
    const rows = "rows" in created ? created.rows : (created as unknown as { id: string; email: string }[]);
    const buyers = rows.map((row) => ({ ...row, token: newToken() }));
    await database.db.insert(authSessions).values(
      buyers.map((b) => ({
        userId: b.id,
        tokenHash: hashToken(b.token),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    return { courseId: course.id, places, buyers: buyers.map(({ token, email }) => ({ token, email })), url };
  } finally {
    await database.close();
  }
}

/** Every buyer at once: add one place to the cart (the hold), check out, pay with 4242. */
export async function raceForPlaces(base: string, race: Race) {
  const statuses: Record<string, number> = {};
  const count = (key: string) => {
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  const started = performance.now();
  const outcomes = await Promise.all(
    race.buyers.map(async (buyer, i) => {
      const headers = {
        authorization: `Bearer ${buyer.token}`,
        "content-type": "application/json",
        "content-language": "bg",
        "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`,
      };
      const post = (path: string, body: unknown) =>
        fetch(`${base}/api/v1${path}`, { method: "POST", headers, body: JSON.stringify(body) }).catch(
          () => ({ status: 0, json: async () => ({}) }) as unknown as Response,
        );
      const added = await post("/cart/items", { course_id: race.courseId, quantity: 1 });
      count(`cart ${added.status}`);
      if (added.status !== 200) return added.status === 409 ? "refused" : "error";
      const checkout = await post("/checkout", {
        billing: {
          firstName: "Купувач",
          lastName: `Номер ${i + 1}`,
          email: buyer.email,
          address: "ул. Шипка 10",
          city: "София",
          postCode: "1000",
          country: "България",
          countryIso: "BG",
        },
      });
      count(`checkout ${checkout.status}`);
      if (checkout.status !== 200) return checkout.status === 409 ? "refused" : "error";
      const { secret } = (await checkout.json()) as { secret: string };
      const paid = await post("/payments/sandbox/confirm", {
        secret,
        card: { number: "4242424242424242", cvc: "123", exp_month: 12, exp_year: 2030, name: "BENCH BUYER" },
      });
      count(`pay ${paid.status}`);
      if (paid.status !== 200) return paid.status === 409 ? "refused" : "error";
      return "paid";
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const database = await openDatabase({ url: race.url, poolSize: 1 });
  try {
    const result = await database.db.execute<{
      paid_places: string;
      paid_orders: string;
      sold: number;
      capacity: number;
    }>(
      sql`select
            (select coalesce(sum(oi.quantity), 0) from order_items oi join orders o on o.id = oi.order_id
              where oi.course_id = ${race.courseId} and o.status = 'paid') as paid_places,
            (select count(distinct o.id) from order_items oi join orders o on o.id = oi.order_id
              where oi.course_id = ${race.courseId} and o.status = 'paid') as paid_orders,
            c.sold_count as sold, c.capacity as capacity
          from courses c where c.id = ${race.courseId}`,
    );
    const row = ("rows" in result ? result.rows : (result as unknown as typeof result.rows))[0]!;
    const paidPlaces = Number(row.paid_places);
    return {
      paid: outcomes.filter((o) => o === "paid").length,
      refused: outcomes.filter((o) => o === "refused").length,
      otherErrors: outcomes.filter((o) => o === "error").length,
      paidPlaces,
      paidOrders: Number(row.paid_orders),
      soldCount: row.sold,
      oversold: Math.max(0, paidPlaces - race.places, row.sold - race.places),
      statuses,
      seconds,
    };
  } finally {
    await database.close();
  }
}
