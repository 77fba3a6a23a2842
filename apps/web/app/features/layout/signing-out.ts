/** Where the user menu's "Sign out" form posts (routes/logout.ts). */
export const logoutAction = "/logout";

/**
 * Whether a navigation is the sign-out: from the moment its form is sent until the page it leads to has
 * rendered, the header shows no one signed in (LOGOUT-HEADER), rather than the user's name, cart and menu
 * while the next page loads.
 */
export function isSigningOut(navigation: { formAction?: string | undefined }) {
  if (!navigation.formAction) return false;
  return new URL(navigation.formAction, "http://site").pathname === logoutAction;
}
