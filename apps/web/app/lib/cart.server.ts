import type { Cart } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { callApi } from "./api.server";
import { currentHeader } from "./session.server";

type Context = { apiFetch?: typeof fetch; apiBase?: string };

const carts = new WeakMap<Request, Promise<Cart | null>>();

/**
 * The signed-in user's cart (GET /cart, asked once per request), or null for visitors and when the API
 * fails: API-CART swallows the cart's failures silently.
 */
export function currentCart(context: Context, request: Request, locale: Locale): Promise<Cart | null> {
  let found = carts.get(request);
  if (!found) {
    // the header's call tells whether anyone is signed in (asked by the root anyway, ADR 047)
    found = currentHeader(context, request, locale)
      .then((header) =>
        header
          ? callApi<Cart>(context, request, "/cart", { locale }).then((r) => (r.ok ? r.data : null))
          : null,
      )
      .catch(() => null);
    carts.set(request, found);
  }
  return found;
}
