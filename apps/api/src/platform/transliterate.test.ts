import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { createTestApp, type TestApp } from "../test/test-app";
import { transliterate } from "./transliterate";

describe("transliteration", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "none" });
  });
  afterAll(() => t.close());

  it("writes Bulgarian in Latin the official way", () => {
    expect(transliterate("Щастливи деца в София")).toBe("shtastlivi detsa v sofiya");
    expect(transliterate("Жълт Чуждестранен Юнак")).toBe("zhalt chuzhdestranen yunak");
    expect(transliterate("Python за начинаещи")).toBe("python za nachinaeshti");
  });

  it("agrees with the database function for every letter", async () => {
    const sample = "Абвгдежзийклмнопрстуфхцчшщъьюя Ѝ Excel 2026";
    const [row] = await queryRows<{ out: string }>(
      t.database.db,
      sql`select kursove_translit(${sample}) as out`,
    );
    expect(row!.out).toBe(transliterate(sample));
  });
});
