import { describe, expect, it } from "vitest";
import { canSubmitForReview, editorSections } from "./editor-rules";

const revision = (status: "draft" | "pending" | "rejected") => ({
  id: "r1",
  status,
  submitted_at: null,
  decided_at: null,
  rejection_reason: null,
});

describe("the course editor's rules", () => {
  it("sends a draft or rejected course for review, and an approved one only with a revision to send", () => {
    expect(canSubmitForReview({ status: "draft", revision: null })).toBe(true);
    expect(canSubmitForReview({ status: "rejected", revision: null })).toBe(true);
    expect(canSubmitForReview({ status: "in_review", revision: null })).toBe(false);
    expect(canSubmitForReview({ status: "approved", revision: null })).toBe(false);
    expect(canSubmitForReview({ status: "approved", revision: revision("pending") })).toBe(false);
    expect(canSubmitForReview({ status: "approved", revision: revision("draft") })).toBe(true);
    expect(canSubmitForReview({ status: "approved", revision: revision("rejected") })).toBe(true);
  });

  it("offers promotion and the waiting list only for an approved course", () => {
    expect(editorSections({ id: "c1", status: "draft" }).map((s) => s.key)).toEqual([
      "general",
      "booking",
      "programme",
      "media",
    ]);
    const approved = editorSections({ id: "c1", status: "approved" });
    expect(approved.at(-1)).toEqual({ to: "/dashboard/courses/c1/promote", key: "promote", end: false });
    expect(approved.at(-2)).toEqual({ to: "/dashboard/courses/c1/waitlist", key: "waitlist", end: false });
  });
});
