import zlib from "node:zlib";
import { courseDetail, courseListResponse } from "@kursove/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleCourse } from "../modules/cart/cart.fixtures";
import { apiCaller, bearer, signInDemo, signUp } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";
import { encodeOnce, type Lookup, PublicCache } from "./public-cache";
import { pageCacheKey } from "./web";

describe("the public cache (ADR 017)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers: { "content-language": "bg", ...headers } });

  it("answers a repeated anonymous catalogue request from memory, byte for byte, per language", async () => {
    const url = "/courses?type=online&sort=rating&page=2";
    const first = await get(url);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await get(url);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers["cache-control"]).toBe("public, max-age=30");
    expect(second.headers.vary).toBe("Content-Language");
    expect(courseListResponse.parse(second.json()).page).toBe(2);
    // English is its own entry, with English names in it
    const en = await get(url, { "content-language": "en" });
    expect(en.headers["x-cache"]).toBe("miss");
    expect(en.body).not.toBe(first.body);
    expect((await get(url, { "content-language": "en" })).body).toBe(en.body);
  });

  it("compresses answers for clients that accept it, from the cache too", async () => {
    const url = "/courses?sort=newest";
    const plain = await get(url);
    for (const encoding of ["br", "gzip"] as const) {
      const res = await get(url, { "accept-encoding": encoding });
      expect(res.headers["x-cache"]).toBe("hit");
      expect(res.headers["content-encoding"]).toBe(encoding);
      const raw = res.rawPayload;
      expect(raw.length).toBeLessThan(plain.rawPayload.length / 3);
      const text = (encoding === "br" ? zlib.brotliDecompressSync(raw) : zlib.gunzipSync(raw)).toString();
      expect(text).toBe(plain.body);
    }
  });

  it("never shares answers of signed-in users, nor answers not marked public", async () => {
    const token = await signInDemo(t.app, "learner@example.com");
    await get("/courses?page=3");
    const signedIn = await get("/courses?page=3", bearer(token));
    expect(signedIn.headers["x-cache"]).toBeUndefined();
    const withCookie = await get("/courses?page=3", { cookie: `auth._token.local=${token}` });
    expect(withCookie.headers["x-cache"]).toBeUndefined();
    // the health answer is not public: asked twice, it is computed twice
    await get("/health");
    expect((await get("/health")).headers["x-cache"]).toBeUndefined();
    // an unknown course is a 404, and 404s are not kept
    await get("/courses/no-such-course");
    expect((await get("/courses/no-such-course")).headers["x-cache"]).toBeUndefined();
  });

  it("answers many simultaneous first requests with one computation", async () => {
    const url = "/courses?type=onsite&sort=newest&page=2";
    const before = t.app.publicCache.misses;
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(url)));
    expect(t.app.publicCache.misses - before).toBe(1);
    expect(answers.filter((a) => a.headers["x-cache"] === "miss")).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });

  it("forgets everything on a write: places held by a buyer show at once on the course page", async () => {
    const { course } = await saleCourse(t.database.db, { capacity: 8, soldCount: 2 });
    const page = async () => {
      const res = await get(`/courses/${course.slug}`);
      return { cache: res.headers["x-cache"], places: courseDetail.parse(res.json()).places_left };
    };
    expect(await page()).toEqual({ cache: "miss", places: 6 });
    expect(await page()).toEqual({ cache: "hit", places: 6 });
    const { token } = await signUp(t.app);
    // 2 places: as many as a buyer whose email is not verified yet may hold
    const added = await apiCaller(t.app)("POST", "/cart/items", token, { course_id: course.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(await page()).toEqual({ cache: "miss", places: 4 });
    // a refused write changes nothing and keeps the cache
    expect(await page()).toEqual({ cache: "hit", places: 4 });
    const refused = await apiCaller(t.app)("POST", "/cart/items", token, {
      course_id: course.id,
      quantity: 0,
    });
    expect(refused.statusCode).toBe(422);
    expect(await page()).toEqual({ cache: "hit", places: 4 });
  });

  const answer = (body: string) => ({ body, headers: {} });
  const fillOf = (found: Lookup) => {
    if (!("fill" in found)) throw new Error("expected a fill");
    return found.fill;
  };

  it("does not store an answer computed before a write that happened while it was being computed", () => {
    const cache = new PublicCache({ seconds: 30, megabytes: 1 });
    const before = fillOf(cache.lookup("k"));
    cache.clear();
    cache.store(before, answer("stale"));
    const after = fillOf(cache.lookup("k"));
    cache.store(after, answer("fresh"));
    const found = cache.lookup("k");
    expect("hit" in found && found.hit.body).toBe("fresh");
  });

  it("computes concurrent misses of one key once: the others wait for it, or compute their own if it fails", async () => {
    const cache = new PublicCache({ seconds: 30, megabytes: 1 });
    const first = fillOf(cache.lookup("k"));
    const waiting = cache.lookup("k");
    if (!("wait" in waiting)) throw new Error("expected to wait");
    cache.store(first, answer("once"));
    expect((await waiting.wait)?.body).toBe("once");
    // a failed computation lets the waiting requests compute their own, and the next one starts afresh
    const failing = fillOf(cache.lookup("other"));
    const waitingToo = cache.lookup("other");
    cache.abandon(failing);
    expect("wait" in waitingToo && (await waitingToo.wait)).toBeNull();
    expect("fill" in cache.lookup("other")).toBe(true);
  });

  it("compresses a stored body only when an encoding is asked for, fast first, then once smaller (P8)", () => {
    const body = JSON.stringify({
      courses: Array.from({ length: 200 }, (_, i) => ({ id: i, title: "Курс" })),
    });
    const encoded = encodeOnce(body);
    // the first demand fast (quality 4), the second, now shared, once more and smaller (quality 6), then kept
    const first = encoded.get("br");
    expect(zlib.brotliDecompressSync(first).toString()).toBe(body);
    const br = encoded.get("br");
    expect(br.length).toBeLessThan(first.length);
    expect(encoded.get("br")).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(body);
    const gzip = encoded.get("gzip");
    expect(encoded.get("gzip")).toBe(gzip);
    expect(zlib.gunzipSync(gzip).toString()).toBe(body);
  });

  it("is off with 0 seconds and keeps to its size", () => {
    const off = new PublicCache({ seconds: 0, megabytes: 64 });
    expect(off.enabled).toBe(false);
    const small = new PublicCache({ seconds: 30, megabytes: 1 });
    for (let i = 0; i < 40; i++) small.store(fillOf(small.lookup(`k${i}`)), answer("x".repeat(100_000)));
    expect(small.size).toBeLessThanOrEqual(10);
    expect("hit" in small.lookup("k39")).toBe(true);
    expect("hit" in small.lookup("k0")).toBe(false);
  });

  it("shares only public pages of visitors without a session, keyed by the language they would get", () => {
    const key = (path: string, headers: Record<string, string> = {}) =>
      pageCacheKey(new Request(`http://localhost:3000${path}`, { headers }));
    expect(key("/courses?type=online")).toBe("page bg localhost:3000 /courses?type=online");
    expect(key("/en/courses/python-basics")).toBe("page bg localhost:3000 /en/courses/python-basics");
    expect(key("/courses/python-basics.data")).not.toBeNull();
    expect(key("/en")).not.toBeNull();
    expect(key("/")).not.toBeNull();
    expect(key("/blog/some-article")).not.toBeNull();
    // a browser asking for English is redirected from Bulgarian pages: its own entry
    expect(key("/courses", { "accept-language": "en-GB,en;q=0.9" })).toBe("page en localhost:3000 /courses");
    expect(key("/courses", { cookie: "i18n_redirected=bg", "accept-language": "en" })).toBe(
      "page bg localhost:3000 /courses",
    );
    expect(key("/courses", { cookie: "i18n_redirected=zz-made-up" })).toBe("page bg localhost:3000 /courses");
    // personal or changing pages, and anyone with a session, are never shared
    for (const path of ["/checkout", "/profile", "/dashboard/courses", "/admin", "/contact-us", "/login"])
      expect(key(path), path).toBeNull();
    expect(key("/courses", { cookie: "auth._token.local=abc" })).toBeNull();
    expect(key("/courses", { authorization: "Bearer abc" })).toBeNull();
    expect(pageCacheKey(new Request("http://localhost:3000/courses", { method: "POST" }))).toBeNull();
  });
});
