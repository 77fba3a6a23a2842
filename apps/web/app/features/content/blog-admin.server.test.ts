import { describe, expect, it } from "vitest";
import { savedMessageKey } from "./blog-admin.server";

describe("savedMessageKey", () => {
  it("says published or unpublished when the save changed the state, else saved", () => {
    expect(savedMessageKey("draft", "published")).toBe("blog:admin.editor.published");
    expect(savedMessageKey("published", "draft")).toBe("blog:admin.editor.unpublished");
    expect(savedMessageKey("published", "published")).toBe("blog:admin.editor.saved");
    expect(savedMessageKey(null, "draft")).toBe("blog:admin.editor.unpublished");
  });
});
