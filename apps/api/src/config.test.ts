import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("config", () => {
  it("has the embedded defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.dataDir.endsWith(".data")).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.seedDemo).toBe(true);
  });
  it("shares public answers for 30 seconds, except in development, unless told otherwise", () => {
    expect(loadConfig({ NODE_ENV: "production" }).publicCache).toEqual({ seconds: 30, megabytes: 64 });
    expect(loadConfig({ NODE_ENV: "test" }).publicCache.seconds).toBe(30);
    expect(loadConfig({}).publicCache.seconds).toBe(0);
    expect(
      loadConfig({ NODE_ENV: "production", PUBLIC_CACHE_SECONDS: "0", PUBLIC_CACHE_MB: "8" }).publicCache,
    ).toEqual({ seconds: 0, megabytes: 8 });
    expect(() => loadConfig({ PUBLIC_CACHE_SECONDS: "-1" })).toThrow(/PUBLIC_CACHE_SECONDS/);
  });
  it("does not seed in production unless asked", () => {
    expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });
  it("keeps files locally unless S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: "files", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" })
        .s3,
    ).toEqual({
      bucket: "files",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: "files", S3_ENDPOINT: "minio" })).toThrow(/S3_ENDPOINT/);
  });
  it("caps the places one buyer may hold: 10 of one course, 30 in all, 2 until the email is verified", () => {
    expect(loadConfig({}).holdLimits).toEqual({ perBooking: 10, perBuyer: 30, unverified: 2 });
    expect(
      loadConfig({ HOLD_LIMIT_PER_BOOKING: "4", HOLD_LIMIT_PER_BUYER: "12", HOLD_LIMIT_UNVERIFIED: "0" })
        .holdLimits,
    ).toEqual({ perBooking: 4, perBuyer: 12, unverified: 0 });
    expect(() => loadConfig({ HOLD_LIMIT_PER_BOOKING: "0" })).toThrow(/HOLD_LIMIT_PER_BOOKING/);
    expect(() => loadConfig({ HOLD_LIMIT_PER_BOOKING: "51" })).toThrow(/HOLD_LIMIT_PER_BOOKING/);
    expect(() => loadConfig({ HOLD_LIMIT_PER_BUYER: "many" })).toThrow(/HOLD_LIMIT_PER_BUYER/);
  });
  it("sells in euro with the lev beside it unless told otherwise (MONEY-EUR)", () => {
    expect(loadConfig({})).toMatchObject({ currency: "EUR", showSecondCurrency: true });
    expect(loadConfig({ CURRENCY: "BGN", SHOW_SECOND_CURRENCY: "false" })).toMatchObject({
      currency: "BGN",
      showSecondCurrency: false,
    });
    expect(() => loadConfig({ CURRENCY: "USD" })).toThrow(/CURRENCY/);
  });
  it("stops the boot naming a bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });
});
