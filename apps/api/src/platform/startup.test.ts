import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bootstrap } from "../bootstrap";
import { loadConfig } from "../config";
import { StartupError, startupFailureText } from "./startup";

/** What the server prints when `run` fails at boot (server.ts prints startupFailureText and exits 1). */
async function printed(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    return { line: startupFailureText(error), setting: error instanceof StartupError ? error.setting : null };
  }
  throw new Error("the boot did not fail");
}

const folder = () => mkdtempSync(path.join(tmpdir(), "kursove-boot-"));

describe("a server started with bad settings stops with one line naming the setting (OPS-BOOT)", () => {
  it("a malformed value: one line naming the variable, never its value", async () => {
    for (const [name, value] of [
      ["PORT", "abc"],
      ["CURRENCY", "USD"],
      ["METRICS_TOKEN", "short-secret"],
      ["PUBLIC_URL", "kursove.bg"],
    ] as const) {
      const { line, setting } = await printed(() => loadConfig({ [name]: value }));
      expect(setting).toBe(name);
      expect(line).toMatch(new RegExp(`^Kursove did not start: .*${name}`));
      expect(line).not.toContain("\n");
      expect(line).not.toContain(value);
    }
  });

  it("an address of the wrong kind of server is refused by its scheme", () => {
    expect(() => loadConfig({ DATABASE_URL: "http://db.example:5432/kursove" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://kursove.bg" })).toThrow(/PUBLIC_URL/);
    expect(
      loadConfig({ DATABASE_URL: "postgresql://u:p@db:5432/k", REDIS_URL: "rediss://r:6380" }),
    ).toMatchObject({
      databaseUrl: "postgresql://u:p@db:5432/k",
      redisUrl: "rediss://r:6380",
    });
  });

  it("a PostgreSQL server out of reach: one line naming DATABASE_URL and its address, not its password", async () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://kursove:s3cret@127.0.0.1:1/kursove",
      DATA_DIR: folder(),
      SEED_DEMO: "false",
    });
    const { line, setting } = await printed(() => bootstrap(config));
    expect(setting).toBe("DATABASE_URL");
    expect(line).toMatch(/^Kursove did not start: .*DATABASE_URL \(127\.0\.0\.1:1\/kursove\).*ECONNREFUSED/);
    expect(line).not.toContain("s3cret");
    expect(line).not.toContain("\n");
  });

  it("a DATA_DIR that cannot be written: one line naming DATA_DIR", async () => {
    const file = path.join(folder(), "not-a-folder");
    writeFileSync(file, "");
    const { line, setting } = await printed(() =>
      bootstrap(loadConfig({ DATA_DIR: file, SEED_DEMO: "false" })),
    );
    expect(setting).toBe("DATA_DIR");
    expect(line).toMatch(/^Kursove did not start: the folder DATA_DIR \(.*not-a-folder\) is not writable/);
  });

  it("any other failure: its message first, then its stack for a report", () => {
    const text = startupFailureText(new Error("migration 0031 failed"));
    expect(text.split("\n")[0]).toBe("Kursove did not start: migration 0031 failed");
    expect(text).toContain("startup.test.ts");
  });
});
