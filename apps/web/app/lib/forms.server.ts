import type { SubmissionResult } from "@conform-to/react";
import type { ApiFailure } from "./api.server";

type Submission = {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    resetForm?: boolean;
  }): SubmissionResult<string[]>;
};

/** Puts the API's refusal on the form: its field errors beside the fields, anything else above the form. */
export function replyWithApiError(submission: Submission, error: ApiFailure) {
  const fieldErrors = error.errors ?? {};
  const formErrors =
    Object.keys(fieldErrors).length === 0 || error.code !== "validation_failed" ? [error.message] : [];
  return submission.reply({ formErrors, fieldErrors });
}
