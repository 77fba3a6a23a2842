/** Who may call an API route (ROUTE-MATRIX checks each route against it; the OpenAPI document's security). */
export type Audience =
  /** anyone, a visitor too: nobody gets 401 or 403 */
  | "public"
  /** anyone signed in (the personal area, the cart, a lector's own lists): visitors 401 */
  | "signed-in"
  /** a provider's owner: visitors 401, learners and lectors 403 */
  | "provider"
  /** a lector: visitors 401, everyone else 403 */
  | "lector"
  /** admins only: visitors 401, everyone else 403 */
  | "admin";

const exceptions: Record<string, Audience> = {
  // becoming a provider: any signed-in user fills in and sends a request
  "GET /provider/request": "signed-in",
  "POST /provider/request": "signed-in",
  "PUT /provider/request/steps/:step": "signed-in",
  "POST /provider/request/logo": "signed-in",
  // a provider's instructors
  "GET /instructors": "provider",
  "POST /instructors": "provider",
  "POST /instructors/:id": "provider",
  "DELETE /instructors/:id": "provider",
  // a lector's own profile and sessions: 403 for a user linked to no provider
  "GET /lector": "lector",
  "GET /lector/sessions": "lector",
  // the cart, checkout and the account's own actions
  "GET /cart": "signed-in",
  "PUT /cart": "signed-in",
  "DELETE /cart": "signed-in",
  "POST /cart/items": "signed-in",
  "DELETE /cart/items/:id": "signed-in",
  "POST /cart/discount": "signed-in",
  "DELETE /cart/discount": "signed-in",
  "POST /checkout": "signed-in",
  "POST /email/resend": "signed-in",
  "GET /orders/:id": "signed-in",
  "POST /orders/:id/refund-request": "signed-in",
  // an invoice's PDF: its buyer, its provider or an admin; 404 for anyone else (INVOICE-ACCESS)
  "GET /orders/:id/invoice": "signed-in",
  "GET /invoices/:id/pdf": "signed-in",
  "GET /courses/:id/reviews/mine": "signed-in",
  "POST /courses/:id/reviews": "signed-in",
  "POST /courses/:id/waitlist": "signed-in",
  "DELETE /courses/:id/waitlist": "signed-in",
};

/** The audience of a route, by its method and its address below /api/v1; exceptions first, then by area. */
export function audienceOf(method: string, url: string): Audience {
  const exact = exceptions[`${method} ${url}`];
  if (exact) return exact;
  if (url === "/admin" || url.startsWith("/admin/")) return "admin";
  if (url === "/provider" || url.startsWith("/provider/")) return "provider";
  if (url === "/user" || url.startsWith("/user/")) return "signed-in";
  if (url === "/lector" || url.startsWith("/lector/")) return "signed-in";
  return "public";
}
