import { parseWithZod } from "@conform-to/zod/v4";
import {
  inviteLectorBody,
  type ProviderClockedTimesPage,
  type ProviderLectorLink,
  updateLectorLinkBody,
} from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useActionData } from "react-router";
import { ClockedTimes } from "../../features/lectors/clocked-times";
import { InviteForm } from "../../features/lectors/invite-form";
import { LectorLinks } from "../../features/lectors/lector-links";
import { callApi } from "../../lib/api.server";
import { replyWithApiError } from "../../lib/forms.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import type { Route } from "./+types/lectors";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const [links, clocked] = await Promise.all([
    callApi<ProviderLectorLink[]>(args.context, args.request, "/provider/lectors", { locale }),
    callApi<ProviderClockedTimesPage>(args.context, args.request, `/provider/clocked-times?page=${page}`, {
      locale,
    }),
  ]);
  return {
    links: links.ok ? links.data : [],
    clocked: clocked.ok ? clocked.data : { data: [], last_page: 1 },
    page,
  };
}

/** Invites a lector, changes a link's status in place, or withdraws an invitation. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "invite") {
    const submission = parseWithZod(form, { schema: inviteLectorBody });
    if (submission.status !== "success") return { intent, ok: false, result: submission.reply() };
    const result = await callApi(args.context, args.request, "/provider/lectors", {
      method: "POST",
      body: submission.value,
      locale,
    });
    if (!result.ok) return { intent, ok: false, result: replyWithApiError(submission, result.error) };
    return { intent, ok: true, result: submission.reply({ resetForm: true }) };
  }
  const id = String(form.get("id") ?? "");
  if (intent === "withdraw") {
    const result = await callApi(args.context, args.request, `/provider/lectors/${id}`, {
      method: "DELETE",
      locale,
    });
    return { intent, ok: result.ok, error: result.ok ? undefined : result.error.message };
  }
  const status = updateLectorLinkBody.safeParse({ status: form.get("status") });
  if (!status.success) return { intent, ok: false, error: "" };
  const result = await callApi(args.context, args.request, `/provider/lectors/${id}`, {
    method: "PATCH",
    body: status.data,
    locale,
  });
  return {
    intent: `status.${status.data.status}`,
    ok: result.ok,
    error: result.ok ? undefined : result.error.message,
  };
}

export default function DashboardLectors({ loaderData: { links, clocked, page } }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <div className="space-y-8">
      <InviteForm answer={answer} />
      <LectorLinks links={links} />
      <ClockedTimes clocked={clocked} page={page} />
    </div>
  );
}
