import type { AdminFaq, AdminFaqGroup, AdminFaqItem } from "@kursove/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useActionData, useLocation } from "react-router";
import {
  DeleteForm,
  type FaqAnswer,
  GroupForm,
  ItemForm,
  MoveButtons,
  usePlainHref,
} from "../../features/content/faq-forms";
import { apiGet, callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { AnswerNotice } from "../../ui/answer-notice";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ConfirmLink, useHrefWith } from "../../ui/confirm-link";
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

const kinds = ["group", "item"] as const;
type Kind = (typeof kinds)[number];

/** Adds, changes, moves or deletes a group or a question through the admin API. */
export async function action(args: Route.ActionArgs): Promise<FaqAnswer> {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const [kindText = "", verb = ""] = text("intent").split("-");
  const kind = (kinds as readonly string[]).includes(kindText) ? (kindText as Kind) : null;
  const id = text("id");
  const base = kind === "group" ? "/admin/faq/groups" : "/admin/faq/items";
  const call = <T,>(path: string, method: string, body?: unknown) =>
    callApi<T>(args.context, args.request, path, { method, locale, ...(body ? { body } : {}) });
  const refusal = (formKey: string, message: string, errors = {}, values = {}): FaqAnswer => ({
    form: formKey,
    ok: false,
    message: message || t("faq:admin.failed"),
    errors,
    values,
  });
  const done = (formKey: string, message: string, extra: Partial<FaqAnswer> = {}): FaqAnswer => ({
    form: formKey,
    ok: true,
    message,
    errors: {},
    values: {},
    ...extra,
  });
  const titleOf = (g: AdminFaqGroup) => (locale === "en" ? g.title_en : g.title_bg);

  if (!kind) return refusal("move", t("faq:admin.failed"));
  if (verb === "create" || verb === "update") {
    const update = verb === "update";
    const formKey = update ? `${kind}:${id}` : `${kind}-new`;
    if (update && !uuidPattern.test(id)) return refusal(formKey, t("faq:admin.failed"));
    const values: Record<string, string> =
      kind === "group"
        ? { title_bg: text("title_bg"), title_en: text("title_en") }
        : {
            group_id: text("group_id"),
            question_bg: text("question_bg"),
            question_en: text("question_en"),
            answer_bg: text("answer_bg"),
            answer_en: text("answer_en"),
            published: form.get("published") === "on" ? "on" : "",
          };
    const body = kind === "group" ? values : { ...values, published: values.published === "on" };
    const result = await call<AdminFaqGroup | AdminFaqItem>(
      update ? `${base}/${id}` : base,
      update ? "PUT" : "POST",
      body,
    );
    if (!result.ok) return refusal(formKey, result.error.message, result.error.errors ?? {}, values);
    if (kind === "item") return done(formKey, t(update ? "faq:admin.item.saved" : "faq:admin.item.created"));
    const title = titleOf(result.data as AdminFaqGroup);
    return done(formKey, t(update ? "faq:admin.group.saved" : "faq:admin.group.created", { title }));
  }
  if (verb === "delete") {
    if (!uuidPattern.test(id)) return refusal("delete", t("faq:admin.failed"));
    const result = await call(`${base}/${id}`, "DELETE");
    if (!result.ok) return refusal("delete", result.error.message);
    return done("delete", t(`faq:admin.${kind}.deleted`));
  }
  if (verb === "move") {
    const direction = text("direction") === "down" ? "down" : "up";
    if (!uuidPattern.test(id)) return refusal("move", t("faq:admin.failed"));
    const result = await call<AdminFaq>(`${base}/${id}/move`, "POST", { direction });
    if (!result.ok) return refusal("move", result.error.message);
    const group = result.data.groups.find((g) => g.id === id);
    return done(
      "move",
      kind === "group" && group
        ? t("faq:admin.group.moved", { title: titleOf(group) })
        : t("faq:admin.item.moved"),
      { moved: { kind, id, direction } },
    );
  }
  return refusal("move", t("faq:admin.failed"));
}

type Deleting = { kind: Kind; id: string; label: string };

export default function AdminFaqPage({ loaderData: { data, edit, deleting, add } }: Route.ComponentProps) {
  const { t } = useTranslation("faq");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const notice = useRef<HTMLParagraphElement>(null);
  const [dialog, setDialog] = useState<Deleting | null>(null);

  // focus follows what was done: the moved control, the notice of a save or deletion
  useEffect(() => {
    if (!answer) return;
    setDialog(null);
    if (answer.ok && answer.moved) {
      const { kind, id, direction } = answer.moved;
      const pressed = document.getElementById(
        `faq-move-${kind}-${id}-${direction}`,
      ) as HTMLButtonElement | null;
      const other = document.getElementById(
        `faq-move-${kind}-${id}-${direction === "up" ? "down" : "up"}`,
      ) as HTMLButtonElement | null;
      (pressed && !pressed.disabled ? pressed : other)?.focus();
      return;
    }
    if (answer.ok || answer.form === "delete" || answer.form === "move") notice.current?.focus();
  }, [answer]);
  // a closed panel gives focus back to the control that opened it; "add here" moves it to the new form
  useEffect(() => {
    const focus = (location.state as { focus?: string } | null)?.focus;
    if (focus) document.getElementById(focus)?.focus();
  }, [location]);

  // form refusals are shown in their form; the notice says what went through, or what failed elsewhere
  const shownNotice =
    answer && (answer.ok || answer.form === "delete" || answer.form === "move") ? answer : undefined;
  const groups = data.groups;
  const isOpen = (key: string) => edit === key || (answer !== undefined && !answer.ok && answer.form === key);
  const deletingNow = (kind: Kind, id: string) => deleting === `${kind}:${id}`;

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
        <ol className="space-y-6">
          {groups.map((group, gi) => (
            <li key={group.id}>
              <GroupCard
                group={group}
                first={gi === 0}
                last={gi === groups.length - 1}
                editing={isOpen(`group:${group.id}`)}
                deleting={deletingNow("group", group.id)}
                answer={answer}
                onDelete={setDialog}
              >
                {group.items.length === 0 ? (
                  <p className="px-5 py-4 text-sm text-stone-700">{t("admin.group.empty")}</p>
                ) : (
                  <ol className="divide-y divide-stone-100">
                    {group.items.map((item, ii) => (
                      <li key={item.id} className="px-5 py-4">
                        {isOpen(`item:${item.id}`) ? (
                          <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
                            <ItemForm item={item} groups={groups} answer={answer} />
                          </div>
                        ) : (
                          <ItemRow
                            item={item}
                            first={ii === 0}
                            last={ii === group.items.length - 1}
                            deleting={deletingNow("item", item.id)}
                            onDelete={setDialog}
                          />
                        )}
                      </li>
                    ))}
                  </ol>
                )}
              </GroupCard>
            </li>
          ))}
        </ol>
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

function DeleteQuestion({ deleting }: { deleting: Deleting }) {
  const { t } = useTranslation("faq");
  return (
    <p className="text-sm text-stone-800">
      {deleting.kind === "group"
        ? t("admin.group.deleteQuestion", { title: deleting.label })
        : t("admin.item.deleteQuestion", { question: deleting.label })}
    </p>
  );
}

/** The question asked on the page itself when JavaScript did not open the dialog. */
function InlineDelete({ deleting }: { deleting: Deleting }) {
  const { t } = useTranslation("faq");
  const back = usePlainHref();
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-3">
      <DeleteQuestion deleting={deleting} />
      <div className="mt-3 flex flex-wrap gap-2">
        <DeleteForm kind={deleting.kind} id={deleting.id} label={deleting.label} />
        <Link to={back} preventScrollReset className={buttonVariants({ variant: "secondary" })}>
          {t("admin.back")}
        </Link>
      </div>
    </div>
  );
}

/** Opens an edit panel through the address (`?edit=`); keeps its id so focus can come back to it. */
function EditLink({ kind, id, label }: { kind: Kind; id: string; label: string }) {
  const { t } = useTranslation("faq");
  const href = useHrefWith({ edit: `${kind}:${id}`, delete: null, add: null });
  return (
    <Link
      id={`faq-edit-${kind}-${id}`}
      to={href}
      preventScrollReset
      aria-label={t(`admin.${kind}.editLabel`, kind === "group" ? { title: label } : { question: label })}
      className={buttonVariants({ variant: "secondary" })}
    >
      {t(`admin.${kind}.edit`)}
    </Link>
  );
}

function DeleteLink({
  kind,
  id,
  label,
  onDelete,
}: {
  kind: Kind;
  id: string;
  label: string;
  onDelete: (d: Deleting) => void;
}) {
  const { t } = useTranslation("faq");
  return (
    <ConfirmLink
      params={{ delete: `${kind}:${id}` }}
      onOpen={() => onDelete({ kind, id, label })}
      className={buttonVariants({ variant: "dangerOutline" })}
    >
      {t(`admin.${kind}.delete`)}
      <span className="sr-only">: {label}</span>
    </ConfirmLink>
  );
}

function GroupCard({
  group,
  first,
  last,
  editing,
  deleting,
  answer,
  onDelete,
  children,
}: {
  group: AdminFaqGroup;
  first: boolean;
  last: boolean;
  editing: boolean;
  deleting: boolean;
  answer: FaqAnswer | undefined;
  onDelete: (d: Deleting) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("faq");
  const headingId = `faq-group-${group.id}`;
  const addHref = `${useHrefWith({ add: group.id, edit: null, delete: null })}#faq-new-item`;
  const empty = group.items.length === 0;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="border-b border-stone-100 p-5">
        <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-bold text-dark">
              {group.title_bg}
            </h3>
            <p lang="en" className="text-sm text-stone-600">
              {group.title_en}
            </p>
            <p className="mt-1 text-xs font-medium text-stone-600">
              {t("admin.questions", { count: group.items.length })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <MoveButtons kind="group" id={group.id} label={group.title_bg} first={first} last={last} />
            <EditLink kind="group" id={group.id} label={group.title_bg} />
            {empty && <DeleteLink kind="group" id={group.id} label={group.title_bg} onDelete={onDelete} />}
          </div>
        </div>
        {!empty && <p className="mt-2 text-xs text-stone-600">{t("admin.group.notEmpty")}</p>}
        {deleting && empty && (
          <div className="mt-3">
            <InlineDelete deleting={{ kind: "group", id: group.id, label: group.title_bg }} />
          </div>
        )}
        {editing && (
          <div className="mt-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
            <GroupForm group={group} answer={answer} />
          </div>
        )}
      </div>
      {children}
      <div className="border-t border-stone-100 px-5 py-3">
        <Link
          to={addHref}
          state={{ focus: "faq-new-item-heading" }}
          preventScrollReset
          className="text-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-dark"
        >
          {t("admin.item.addHere")}
          <span className="sr-only">: {group.title_bg}</span>
        </Link>
      </div>
    </section>
  );
}

function ItemRow({
  item,
  first,
  last,
  deleting,
  onDelete,
}: {
  item: AdminFaqItem;
  first: boolean;
  last: boolean;
  deleting: boolean;
  onDelete: (d: Deleting) => void;
}) {
  const { t } = useTranslation("faq");
  return (
    <div>
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-dark">
            {item.question_bg}
            {!item.published && (
              <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
                {t("admin.unpublished")}
              </span>
            )}
          </p>
          <p lang="en" className="mt-0.5 text-sm text-stone-600">
            {item.question_en}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <MoveButtons kind="item" id={item.id} label={item.question_bg} first={first} last={last} />
          <EditLink kind="item" id={item.id} label={item.question_bg} />
          <DeleteLink kind="item" id={item.id} label={item.question_bg} onDelete={onDelete} />
        </div>
      </div>
      {deleting && (
        <div className="mt-3">
          <InlineDelete deleting={{ kind: "item", id: item.id, label: item.question_bg }} />
        </div>
      )}
    </div>
  );
}
