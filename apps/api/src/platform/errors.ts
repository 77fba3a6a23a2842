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
