import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { previewNoticeKey } from "./preview-notice";

describe("previewNoticeKey", () => {
  it("labels a draft as a draft and only a course in review as awaiting approval", () => {
    const { t } = i18nFor("bg");
    expect(t(previewNoticeKey("draft"))).toMatch(/^Преглед на чернова/);
    expect(t(previewNoticeKey("draft"))).not.toMatch(/очаква одобрение/i);
    expect(t(previewNoticeKey("in_review"))).toBe("Курсът очаква одобрение от администратор.");
    expect(i18nFor("en").t(previewNoticeKey("rejected"))).toBe(
      "The course was rejected and is not in the catalogue.",
    );
  });
});
