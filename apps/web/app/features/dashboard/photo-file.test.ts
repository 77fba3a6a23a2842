import { describe, expect, it } from "vitest";
import { photoFileError } from "./photo-file";

describe("photoFileError", () => {
  it("refuses a file that is not an image before the crop dialog opens", () => {
    expect(photoFileError({ type: "application/pdf", size: 1000 })).toBe("image_type");
    expect(photoFileError({ type: "", size: 1000 })).toBe("image_type");
  });

  it("takes the avatar's image types, GIF included, under 2 MB", () => {
    expect(photoFileError({ type: "image/gif", size: 1000 })).toBeNull();
    expect(photoFileError({ type: "image/jpeg", size: 2 * 1024 * 1024 })).toBe("field.image_too_large");
  });
});
