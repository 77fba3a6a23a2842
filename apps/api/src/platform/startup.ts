import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { temporarilyUnavailable } from "./unavailable";

/**
 * A start-up failure whose cause is a setting (a bad value, a server it names out of reach, a folder it
 * names not writable): the server prints its message as one line naming the setting, and exits 1
 * (OPS-BOOT in FEATURES; docs/operations.md, "When the server does not start").
 */
export class StartupError extends Error {
  constructor(
    readonly setting: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "StartupError";
  }
}

/** The innermost message of an error and its causes (pg and drizzle wrap the network's). */
export function rootMessage(error: unknown): string {
  let message = String(error);
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { message: m, cause } = e as { message?: unknown; cause?: unknown };
    if (typeof m === "string" && m) message = m;
    e = cause;
  }
  return message.split("\n")[0]!;
}

/** A server's address from its URL, without the user and password: `host:port/database`. */
export function addressOf(url: string) {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return "?";
  }
}

const codeOf = (error: unknown): string | undefined => {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === "string") return code;
    e = cause;
  }
  return undefined;
};

// a folder that cannot be made or written: not ours, read-only, a file in the way, a full disk
const folderErrors = new Set(["EACCES", "EPERM", "EROFS", "ENOTDIR", "EEXIST", "ENOENT", "ENOSPC", "EDQUOT"]);
// PostgreSQL refusing the connection: wrong password or role (class 28), no such database (3D000)
const refusedStates = /^(28\w{3}|3D000)$/;

/**
 * A failure to open or migrate the database at boot, named after its setting when the setting is the
 * cause: PostgreSQL out of reach or refusing the role or database (DATABASE_URL), or the embedded
 * database's folder not writable (DATA_DIR). Any other failure (a migration's own) is answered as it is.
 */
export function databaseStartupError(
  config: { databaseUrl: string | undefined; dataDir: string },
  error: unknown,
): unknown {
  const code = codeOf(error);
  if (config.databaseUrl) {
    if (temporarilyUnavailable(error) || (code && refusedStates.test(code)))
      return new StartupError(
        "DATABASE_URL",
        `the PostgreSQL server of DATABASE_URL (${addressOf(config.databaseUrl)}) cannot be used: ${rootMessage(error)}`,
        { cause: error },
      );
    return error;
  }
  if (code && folderErrors.has(code))
    return new StartupError(
      "DATA_DIR",
      `the folder DATA_DIR (${config.dataDir}) cannot hold the embedded database: ${rootMessage(error)}`,
      { cause: error },
    );
  return error;
}

/**
 * Checks at boot that `folder` (DATA_DIR or a folder in it) can be made and written, so a folder the
 * server's user cannot write stops the boot naming DATA_DIR, not the first upload with a 500.
 */
export function checkWritable(folder: string, dataDir: string) {
  const probe = path.join(folder, `.write-check-${process.pid}`);
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
  } catch (error) {
    throw new StartupError(
      "DATA_DIR",
      `the folder DATA_DIR (${dataDir}) is not writable: ${rootMessage(error)}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * What the server prints when it cannot start: one line naming the setting at fault, or for any other
 * failure its message on the first line and its stack after it, for a report.
 */
export function startupFailureText(error: unknown): string {
  const head = `Kursove did not start: ${error instanceof Error ? error.message : String(error)}`;
  if (error instanceof StartupError) return head;
  const stack = error instanceof Error && error.stack ? `\n${error.stack}` : "";
  return `${head}${stack}`;
}
