import { describe, expect, it } from "vitest";
import { bookingLinks, waitingCountOf } from "./booking-links";

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("the provider's bookings page", () => {
  it("keeps a non-default tab and page in the refuse link, and drops the refuse step from Back", () => {
    const links = bookingLinks("confirmed", 2, {
      pathname: "/dashboard/bookings",
      search: "?status=confirmed&page=2&refuse=abc",
    });
    expect(links.keep).toEqual([
      ["status", "confirmed"],
      ["page", "2"],
    ]);
    expect(links.backHref).toBe("/dashboard/bookings?status=confirmed&page=2");
    expect(bookingLinks("awaiting_approval", 1, { pathname: "/p", search: "?refuse=x" })).toEqual({
      keep: [],
      backHref: "/p",
    });
  });

  it("counts the waiting bookings from the first and last pages", () => {
    expect(waitingCountOf({ data: rows(3), last_page: 1 })).toBe(3);
    expect(waitingCountOf({ data: rows(20), last_page: 3 }, { data: rows(5) })).toBe(45);
  });
});
