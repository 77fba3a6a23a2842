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
