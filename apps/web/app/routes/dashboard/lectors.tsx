import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  inviteLectorBody,
  type ProviderClockedTimesPage,
  type ProviderLectorLink,
  updateLectorLinkBody,
} from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useFetcher, useNavigation } from "react-router";
import { ConfirmButton } from "../../features/lectors/confirm-button";
import { StatusBadge } from "../../features/lectors/status-badge";
import { callApi } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { replyWithApiError } from "../../lib/forms.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { FormError } from "../../ui/field";
import { SubmitButton, TextField } from "../../ui/form-field";
import { Pagination } from "../../ui/pagination";
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
  const { t } = useTranslation("lector");
  return (
    <div className="space-y-8">
      <InviteForm />
      <section
        aria-labelledby="links-heading"
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id="links-heading" className="text-lg font-bold text-dark">
          {t("dashboard.title")}
        </h2>
        {links.length === 0 ? (
          <p className="mt-2 text-stone-600">{t("dashboard.empty")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100">
            {links.map((link) => (
              <LinkRow key={link.id} link={link} />
            ))}
          </ul>
        )}
      </section>
      <ClockedTimes clocked={clocked} page={page} />
    </div>
  );
}

function InviteForm() {
  const { t } = useTranslation("lector");
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const lastResult = answer && "result" in answer ? answer.result : undefined;
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inviteLectorBody }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (answer?.intent === "invite" && answer.ok) toast.success(t("dashboard.invited"));
  }, [answer, t]);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-lg font-bold text-dark">{t("dashboard.inviteTitle")}</h2>
      <p className="text-sm text-stone-600">{t("dashboard.inviteIntro")}</p>
      <FormError errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          field={fields.email}
          label={t("dashboard.email")}
          type="email"
          autoComplete="off"
          required
        />
        <div className="sm:pt-6">
          <input type="hidden" name="intent" value="invite" />
          <SubmitButton pending={navigation.state === "submitting"}>{t("dashboard.invite")}</SubmitButton>
        </div>
      </div>
    </Form>
  );
}

type RowAnswer = { intent: string; ok: boolean; error?: string | undefined };

function LinkRow({ link }: { link: ProviderLectorLink }) {
  const { t } = useTranslation("lector");
  const { locale } = useLocale();
  const fetcher = useFetcher<RowAnswer>();
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) toast.success(t(`dashboard.done.${answer.intent}`));
    else toast.error(answer.error || t("dashboard.failed"));
  }, [fetcher.data, t]);
  const status = link.pivot.status;
  const who = link.name || link.email;
  const button = (value: string, label: string, primary = false) => (
    <button
      type="submit"
      name="status"
      value={value}
      disabled={busy}
      aria-label={`${label}: ${who}`}
      className={buttonVariants({ variant: primary ? "primary" : "secondary", size: "sm" })}
    >
      {label}
    </button>
  );
  return (
    <li className="py-3" data-testid="lector-link">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p>
            <span className="font-semibold text-dark">{link.name || t("dashboard.noAccount")}</span>{" "}
            <span className="text-sm text-stone-500">{link.email}</span> <StatusBadge status={status} />
          </p>
          <p className="text-xs text-stone-500">
            {t("dashboard.updated", { date: formatDate(link.updated_at, locale, { dateStyle: "medium" }) })}
          </p>
        </div>
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="id" value={link.id} />
          <input type="hidden" name="intent" value="status" />
          {status === "requested" && (
            <>
              {button("accepted", t("dashboard.accept"), true)}
              {button("declined", t("dashboard.decline"))}
            </>
          )}
          {status === "accepted" && (
            <ConfirmButton
              label={t("dashboard.revoke")}
              question={t("dashboard.revokeQuestion", { name: who })}
              confirmLabel={t("dashboard.revokeConfirm")}
              name="status"
              value="revoked"
              busy={busy}
            />
          )}
          {(status === "revoked" || status === "left" || status === "declined") &&
            button("invited", t("dashboard.reinvite"))}
        </fetcher.Form>
        {(status === "invited" || status === "declined") && (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={link.id} />
            <button
              type="submit"
              name="intent"
              value="withdraw"
              disabled={busy}
              aria-label={`${t("dashboard.withdraw")}: ${who}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {t("dashboard.withdraw")}
            </button>
          </fetcher.Form>
        )}
      </div>
      {status === "requested" && link.message && (
        <blockquote className="mt-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          <span className="font-semibold">{t("dashboard.message")}:</span> {link.message}
        </blockquote>
      )}
    </li>
  );
}

function ClockedTimes({ clocked, page }: { clocked: ProviderClockedTimesPage; page: number }) {
  const { t } = useTranslation("lector");
  const { locale } = useLocale();
  return (
    <section
      aria-labelledby="clocked-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="clocked-heading" className="text-lg font-bold text-dark">
        {t("clocked.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("clocked.intro")}</p>
      {clocked.data.length === 0 ? (
        <p className="mt-3 text-stone-600">{t("clocked.empty")}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-stone-500">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t("clocked.session")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("clocked.lector")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("clocked.date")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("clocked.planned")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("clocked.taught")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {clocked.data.map((row) => (
                <tr key={`${row.session.id}-${row.lector.id}`}>
                  <td className="py-2 pr-3">
                    <span className="font-semibold text-dark">{row.session.title}</span>
                    <span className="block text-xs text-stone-500">{row.course.title}</span>
                  </td>
                  <td className="py-2 pr-3">{row.lector.name}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {formatDate(row.session.starts_at, locale, { dateStyle: "medium", timeStyle: "short" })}
                  </td>
                  <td className="py-2 pr-3 text-right">
                    {t("clocked.minutes", { minutes: row.session.duration_minutes })}
                  </td>
                  <td className="py-2 text-right">
                    {row.clocked ? (
                      <span title={row.clocked.note || undefined} className="font-semibold text-green-800">
                        {t("clocked.minutes", { minutes: row.clocked.minutes })}
                      </span>
                    ) : (
                      <span className="text-stone-500">{t("clocked.notConfirmed")}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={clocked.last_page} />
    </section>
  );
}
