import type { AdminUser, AdminUserPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { InlineUserConfirm, UserDialog } from "../../features/users/user-confirm";
import { UserFiltersForm } from "../../features/users/user-filters";
import { actApplies, type UserAct, type UserAnswer } from "../../features/users/user-forms";
import { UserList } from "../../features/users/user-list";
import { userActOf, userFiltersOf } from "../../features/users/user-query";
import { apiGet, callApi, toQuery } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { uuidPattern } from "../../lib/uuid";
import { AnswerNotice } from "../../ui/answer-notice";
import { useHrefWith } from "../../ui/confirm-link";
import { Pagination } from "../../ui/pagination";
import { useNoticeFocus } from "../../ui/use-notice-focus";
import type { Route } from "./+types/users";

/** Accounts found by the search and filters, 20 a page. */
export async function loader(args: Route.LoaderArgs) {
  const me = await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const filters = userFiltersOf(url);
  const page = pageOf(url);
  const query = toQuery(new URLSearchParams({ ...filters, page: page > 1 ? String(page) : "" }));
  const list = await apiGet<AdminUserPage>(args.context, args.request, `/admin/users${query}`, locale);
  return {
    list,
    filters,
    page,
    me: me?.id ?? "",
    confirming: { id: url.searchParams.get("confirm"), act: url.searchParams.get("act") },
  };
}

/** Grants or removes admin rights, blocks with a reason, or unblocks an account. */
export async function action(args: Route.ActionArgs): Promise<UserAnswer> {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const id = String(form.get("id") ?? "");
  const reason = String(form.get("reason") ?? "");
  const intent = String(form.get("intent") ?? "");
  const act = userActOf(intent) ?? "unblock";
  const values = { id, reason };
  if (!uuidPattern.test(id) || act !== intent)
    return { form: act, ok: false, message: t("admin:failed"), errors: {}, values };
  const path = `/admin/users/${id}`;
  const result =
    act === "grant" || act === "revoke"
      ? await callApi(args.context, args.request, `${path}/admin`, {
          method: "PUT",
          body: { is_admin: act === "grant" },
          locale,
        })
      : await callApi(args.context, args.request, `${path}/${act}`, {
          method: "POST",
          locale,
          ...(act === "block" ? { body: { reason } } : {}),
        });
  if (result.ok) return { form: act, ok: true, message: t(`admin:users.done.${act}`), errors: {}, values };
  return {
    form: act,
    ok: false,
    message: result.error.message || t("admin:failed"),
    errors: result.error.errors ?? {},
    values,
  };
}

type Dialog = { user: AdminUser; act: UserAct };

export default function AdminUsers({
  loaderData: { list, filters, page, me, confirming },
}: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const answer = useActionData<typeof action>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const here = useHrefWith({ confirm: null, act: null });
  const inlineAction = useHrefWith({});
  // a refused block keeps its dialog open, with the message under the reason
  const keepsDialog = answer?.form === "block" && !answer.ok && answer.errors.reason !== undefined;
  const notice = useNoticeFocus({ answer, dialog, setDialog, keepsDialog });
  const inline = list.data.find((u) => u.id === confirming.id && u.id !== me);
  const inlineAct = inline && actApplies(confirming.act, inline) ? confirming.act : null;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("users.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("users.intro")}</p>
      </div>
      <UserFiltersForm filters={filters} />
      <AnswerNotice answer={keepsDialog ? null : answer} ref={notice} />
      {inline && inlineAct && inlineAct !== "unblock" && (
        <InlineUserConfirm
          user={inline}
          act={inlineAct}
          here={here}
          inlineAction={inlineAction}
          answer={answer}
        />
      )}
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("users.empty")}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("users.emptyHint")}</p>
        </div>
      ) : (
        <UserList users={list.data} me={me} onOpen={(user, act) => setDialog({ user, act })} />
      )}
      <Pagination page={page} totalPages={list.last_page} />
      <UserDialog dialog={dialog} here={here} answer={answer} onCancel={() => setDialog(null)} />
    </div>
  );
}
