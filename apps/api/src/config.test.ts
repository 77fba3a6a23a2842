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
  it("stops the boot naming a bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });
});
