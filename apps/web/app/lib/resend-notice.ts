import { type ErrorCode, errorCodes } from "@kursove/contracts";

const isErrorCode = (code: string): code is ErrorCode => (errorCodes as readonly string[]).includes(code);

/**
 * What a page says after "Send a new link" (routes/resend-verification.ts puts it in the address): sent,
 * or the API's reason for refusing, so no refusal passes in silence (RESEND-REASON). Only known error
 * codes are shown; anything else in the address reads as an unexpected error. Null: nothing was asked.
 */
export function resendNotice(
  params: URLSearchParams,
): { sent: true } | { sent: false; code: ErrorCode } | null {
  if (params.get("resent") === "1") return { sent: true };
  const refused = params.get("resend");
  if (refused === null) return null;
  return { sent: false, code: isErrorCode(refused) ? refused : "unexpected" };
}
