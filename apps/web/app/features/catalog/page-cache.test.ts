import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";

describe("catalogue page cache", () => {
  it("reuses the answer of a query already fetched", () => {
    const cache = createPageCache<{ total: number }>();
    expect(cache.get("/courses?type=online")).toBeUndefined();
    const answer = { total: 29 };
    cache.set("/courses?type=online", answer);
    expect(cache.get("/courses?type=online")).toBe(answer);
    expect(cache.get("/courses?type=onsite")).toBeUndefined();
  });

  it("forgets an answer older than its age limit", () => {
    let clock = 0;
    const cache = createPageCache<number>({ maxAgeMs: 1000, now: () => clock });
    cache.set("a", 1);
    clock = 1000;
    expect(cache.get("a")).toBe(1);
    clock = 1001;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets the least recently used answer when full", () => {
    const cache = createPageCache<number>({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("replaces the answer stored for a key", () => {
    const cache = createPageCache<number>();
    cache.set("a", 1);
    cache.set("a", 2);
    expect(cache.get("a")).toBe(2);
    expect(cache.size).toBe(1);
  });
});
