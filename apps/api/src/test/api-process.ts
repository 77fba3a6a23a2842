import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestApp } from "./test-app";

const here = path.dirname(fileURLToPath(import.meta.url));

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * The API as its own process (serve-api.ts) on the test app's PostgreSQL database and data folder, for
 * tests that kill a server (UPLOAD-KILLED, CHECKOUT-CRASH); answers once it listens.
 */
export async function startApiProcess(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "serve-api.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: t.databaseUrl,
      DATA_DIR: t.dataDir,
      PORT: String(port),
      SEED_DEMO: "false",
      APP_SECRET: "test-secret-of-at-least-thirty-two-chars",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
  });
  return { child, port };
}
