import { describe, expect, it } from "vitest";
import { userActOf, userFiltersOf } from "./user-query";

describe("the admin's users list", () => {
  it("reads its search and filters from the address, ignoring values it does not know", () => {
    const url = new URL(`http://x/admin/users?q=${"  ana  "}&role=admin&status=blocked`);
    expect(userFiltersOf(url)).toEqual({ q: "ana", role: "admin", status: "blocked" });
    expect(userFiltersOf(new URL("http://x/admin/users?role=king&status=gone"))).toEqual({
      q: "",
      role: "",
      status: "",
    });
    expect(userFiltersOf(new URL(`http://x/?q=${"a".repeat(150)}`)).q).toHaveLength(100);
  });

  it("knows the four acts on an account and nothing else", () => {
    expect(["grant", "revoke", "block", "unblock", "delete"].map(userActOf)).toEqual([
      "grant",
      "revoke",
      "block",
      "unblock",
      null,
    ]);
  });
});
