import type { AdminFaq } from "@kursove/contracts";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useActionData } from "react-router";
import { answerFaqForm } from "../../features/content/faq-admin.server";
import { DeleteQuestion, type FaqDeleting, FaqGroupList } from "../../features/content/faq-admin-list";
import { useFaqFocus } from "../../features/content/faq-focus";
import { DeleteForm, type FaqAnswer, GroupForm, ItemForm } from "../../features/content/faq-forms";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { AnswerNotice } from "../../ui/answer-notice";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { Route } from "./+types/faq";

/** The FAQ's groups and questions in order; `?edit=`, `?delete=` and `?add=` open panels without JS. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const data = await apiGet<AdminFaq>(args.context, args.request, "/admin/faq", locale);
  return {
    data,
    title: i18nFor(locale).t("faq:admin.title"),
    edit: url.searchParams.get("edit"),
    deleting: url.searchParams.get("delete"),
    add: url.searchParams.get("add"),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** Adds, changes, moves or deletes a group or a question through the admin API. */
export async function action(args: Route.ActionArgs): Promise<FaqAnswer> {
  await guard(args, ["admin", "locale"]);
  return answerFaqForm(args, await args.request.formData());
}

export default function AdminFaqPage({ loaderData: { data, edit, deleting, add } }: Route.ComponentProps) {
  const { t } = useTranslation("faq");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const notice = useRef<HTMLParagraphElement>(null);
  const [dialog, setDialog] = useState<FaqDeleting | null>(null);
  useFaqFocus(
    answer,
    notice,
    useCallback(() => setDialog(null), []),
  );

  // form refusals are shown in their form; the notice says what went through, or what failed elsewhere
  const shownNotice =
    answer && (answer.ok || answer.form === "delete" || answer.form === "move") ? answer : undefined;
  const groups = data.groups;
  const isOpen = (key: string) => edit === key || (answer !== undefined && !answer.ok && answer.form === key);

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-xl font-bold text-dark">{t("admin.title")}</h2>
          <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("admin.intro")}</p>
        </div>
        <Link to={to("/faq")} className={buttonVariants({ variant: "secondary", className: "shrink-0" })}>
          {t("admin.view")}
        </Link>
      </div>
      <AnswerNotice answer={shownNotice} ref={notice} />

      {groups.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-sm text-stone-700">
          {t("admin.empty")}
        </p>
      ) : (
        <FaqGroupList
          groups={groups}
          answer={answer}
          isOpen={isOpen}
          deleting={deleting}
          onDelete={setDialog}
        />
      )}

      {groups.length > 0 ? (
        <section
          id="faq-new-item"
          aria-labelledby="faq-new-item-heading"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        >
          <ItemForm groups={groups} defaultGroupId={add} answer={answer} headingId="faq-new-item-heading" />
        </section>
      ) : null}
      <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <GroupForm answer={answer} />
      </section>

      <ConfirmDialog
        open={dialog !== null}
        title={t(dialog?.kind === "group" ? "admin.group.deleteTitle" : "admin.item.deleteTitle")}
        cancelLabel={t("admin.back")}
        onCancel={() => setDialog(null)}
        actions={dialog && <DeleteForm kind={dialog.kind} id={dialog.id} label={dialog.label} />}
      >
        {dialog && <DeleteQuestion deleting={dialog} />}
      </ConfirmDialog>
    </div>
  );
}
