import { useActionData } from "react-router";
import { DiscountCodesPage } from "../../features/discounts/discount-codes-page";
import { loadCodes, saveCode } from "../../features/discounts/discounts.server";
import { guard } from "../../lib/guards.server";
import type { Route } from "./+types/discount-codes";

/** DISCOUNT-CODES: the provider's own codes for its courses. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  return loadCodes(args, "provider");
}

/** Creates, changes or disables a code. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  return saveCode(args, "provider", await args.request.formData());
}

export default function DiscountCodes({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return <DiscountCodesPage area="provider" {...loaderData} answer={answer} />;
}
