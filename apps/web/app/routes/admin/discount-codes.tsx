import { useActionData } from "react-router";
import { DiscountCodesPage } from "../../features/discounts/discount-codes-page";
import { loadCodes, saveCode } from "../../features/discounts/discounts.server";
import { guard } from "../../lib/guards.server";
import type { Route } from "./+types/discount-codes";

/** DISCOUNT-CODES: the platform's codes, whose discount the platform bears (ADR 030). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  return loadCodes(args, "admin");
}

/** Creates, changes or disables a code. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["admin", "locale"]);
  return saveCode(args, "admin", await args.request.formData());
}

export default function DiscountCodes({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return <DiscountCodesPage area="admin" {...loaderData} answer={answer} />;
}
