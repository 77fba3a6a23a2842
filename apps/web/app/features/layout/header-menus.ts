/**
 * The header's open menus: the phone's menu (navigation and categories together) and the wide screen's
 * categories. One answer for each event, so Escape or a press outside closes what the phone's button opened
 * and the next press of that button opens both again (a half-closed menu had them out of step).
 */
export type HeaderMenus = { menu: boolean; categories: boolean };
export type HeaderMenusEvent = "toggle-menu" | "toggle-categories" | "dismiss";

export const closedMenus: HeaderMenus = { menu: false, categories: false };

export function nextMenus(state: HeaderMenus, event: HeaderMenusEvent): HeaderMenus {
  if (event === "toggle-menu") return state.menu ? closedMenus : { menu: true, categories: true };
  if (event === "toggle-categories") return { ...state, categories: !state.categories };
  return closedMenus;
}
