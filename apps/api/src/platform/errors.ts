import type { ErrorCode } from "@kursove/contracts";

/** An expected failure with a stable code; the error handler localizes its message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(code);
    this.name = "AppError";
  }
}

export const notFound = (code: ErrorCode = "not_found") => new AppError(404, code);

/** Whether a database error is a unique violation: two saves raced for one unique value (a username, a code). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * Runs a save again while a unique index refuses it: n saves of one value at once (one title's slug,
 * a double-clicked request) each lose to one other per round, so each round looks again and either
 * finds the next free value or, read again, refuses with its own 409. Bounded so a save that can
 * never pass still fails.
 */
export async function retryOnUniqueViolation<T>(save: () => Promise<T>, rounds = 10): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await save();
    } catch (error) {
      if (round >= rounds || !isUniqueViolation(error)) throw error;
    }
  }
}
