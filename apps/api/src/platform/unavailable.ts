/**
 * Network errors of a connection to the database or the file storage, and a disk that is full or gone:
 * nothing the client did wrong, and likely over soon.
 */
const connectionErrors = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "ENOSPC",
  "EDQUOT",
  "EROFS",
  "EIO",
]);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash shutdown, cannot connect now)
const unavailableStates = /^(08\d{3}|57P0[123])$/;

/**
 * Whether a failure means the database or the storage cannot be used right now (a restart, a failover, a
 * full pool that timed out, a full disk), looking through the causes drizzle and pg wrap around it.
 */
export function temporarilyUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, cause, name } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      name?: unknown;
    };
    // Redis (REDIS_URL) out of reach: ioredis gives up on a command after its retries
    if (name === "MaxRetriesPerRequestError") return true;
    if (typeof code === "string" && (connectionErrors.has(code) || unavailableStates.test(code))) return true;
    if (
      typeof message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Reached the max retries per request/i.test(
        message,
      )
    )
      return true;
    e = cause;
  }
  return false;
}
