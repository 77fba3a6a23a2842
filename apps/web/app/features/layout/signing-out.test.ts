import { describe, expect, it } from "vitest";
import { isSigningOut } from "./signing-out";

describe("isSigningOut", () => {
  it("is true while the sign-out form is sent and its redirect loads, false for any other navigation", () => {
    expect(isSigningOut({ formAction: "/logout" })).toBe(true);
    expect(isSigningOut({ formAction: "/logout?index" })).toBe(true);
    expect(isSigningOut({ formAction: undefined })).toBe(false);
    expect(isSigningOut({ formAction: "/profile/settings" })).toBe(false);
    expect(isSigningOut({})).toBe(false);
  });
});
