import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { wantedFromQuery } from "../features/checkout/cart";
import { addCartItem } from "../features/checkout/checkout.server";
import { guard } from "../lib/guards.server";
import { localeOfPath, localizePath } from "../lib/locale";
import { Container } from "../ui/container";
import type { Route } from "./+types/cart-add";

const slugPattern = /^[a-z0-9][a-z0-9-]{0,200}$/i;

/**
 * What a visitor wanted before signing in (CART-NEEDS-LOGIN): the course page's links
 * send them to /login with this address as the redirect, and here the item is added for the signed-in
 * user, who then goes on to the checkout (book now) or back to the course (add to cart). Only paths of
 * this site are built here. The API refuses writes with the cookie from other sites (no same-site referer),
 * so a link from elsewhere cannot fill anyone's cart: the course page then says so and offers its button.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await guard(args, ["locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const to = (path: string) => localizePath(path, locale);
  const wanted = wantedFromQuery(url.searchParams);
  const slug = url.searchParams.get("course") ?? "";
  if (!wanted || !slugPattern.test(slug)) throw redirect(to("/courses"));
  if (!user) {
    throw redirect(`${to("/login")}?redirect=${encodeURIComponent(url.pathname + url.search)}&reason=cart`);
  }
  const course = to(`/courses/${encodeURIComponent(slug)}`);
  const result = await addCartItem(args, locale, {
    course_id: wanted.courseId,
    slot_id: wanted.slotId ?? null,
    quantity: wanted.quantity,
  });
  if (!result.ok) throw redirect(`${course}?cart_error=${encodeURIComponent(result.error.code)}`);
  throw redirect(wanted.next === "checkout" ? to("/checkout") : `${course}?added=1`);
}

/** Never shown: the loader always sends the browser on. */
export default function CartAdd() {
  const { t } = useTranslation("checkout");
  return (
    <Container className="py-16 text-center">
      <p role="status">{t("course.adding")}</p>
    </Container>
  );
}
