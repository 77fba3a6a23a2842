import { describe, expect, it } from "vitest";
import { closedMenus, type HeaderMenusEvent, nextMenus } from "./header-menus";

const after = (...events: HeaderMenusEvent[]) => events.reduce(nextMenus, closedMenus);

describe("the header's menus", () => {
  it("open and close the phone's navigation and categories together", () => {
    expect(after("toggle-menu")).toEqual({ menu: true, categories: true });
    expect(after("toggle-menu", "toggle-menu")).toEqual(closedMenus);
  });

  it("close both on Escape or a press outside, and the phone's button opens both again", () => {
    expect(after("toggle-menu", "dismiss")).toEqual(closedMenus);
    expect(after("toggle-menu", "dismiss", "toggle-menu")).toEqual({ menu: true, categories: true });
  });

  it("toggle the wide screen's categories alone", () => {
    expect(after("toggle-categories")).toEqual({ menu: false, categories: true });
    expect(after("toggle-categories", "dismiss", "toggle-categories")).toEqual({
      menu: false,
      categories: true,
    });
  });
});
