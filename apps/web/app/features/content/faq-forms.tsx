import { type AdminFaqGroup, type AdminFaqItem, faqLimits } from "@kursove/contracts";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { FormAnswer } from "../../lib/form-answer";
import { buttonVariants } from "../../ui/button";
import { useHrefWith } from "../../ui/confirm-link";
import { controlClass, Field, InputField } from "../../ui/field";
import { useNamedAction } from "../../ui/named-action";
import { useRefusalFocus } from "../../ui/use-refusal-focus";

/** What a move did, so the page can put focus back on the button that was pressed. */
export type FaqMoved = { kind: "group" | "item"; id: string; direction: "up" | "down" };
/**
 * The answer of the FAQ page's action. `form` names the form it belongs to: "group-new", "item-new",
 * "group:<id>" or "item:<id>" for an edit panel, "delete" or "move".
 */
export type FaqAnswer = FormAnswer & { moved?: FaqMoved };

/** The page's address without the panels and questions opened through it (where forms post to). */
export function usePlainHref() {
  return useHrefWith({ edit: null, delete: null, add: null });
}

/** Whether a form with this intent (and id) is being sent. */
function useSending(intent: string, id?: string) {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (id === undefined || navigation.formData?.get("id") === id)
  );
}

/** The refused answer of this form, the one that put back what was typed with the API's messages. */
function useRefused(answer: FaqAnswer | undefined, formKey: string) {
  const refused = answer && !answer.ok && answer.form === formKey ? answer : undefined;
  const formRef = useRefusalFocus(refused);
  return { refused, errors: refused?.errors ?? {}, values: refused?.values ?? {}, formRef };
}

/** The refusal's message when none of the fields got one (e.g. the group was deleted meanwhile). */
function FormMessage({ refused, fields }: { refused: FaqAnswer | undefined; fields: string[] }) {
  if (!refused || fields.some((f) => refused.errors[f]?.length)) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {refused.message}
    </p>
  );
}

/** The heading of an edit panel; focused when the panel opens, so keyboard users land in it. */
function PanelHeading({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h4 id={id} ref={ref} tabIndex={-1} className="font-bold text-dark focus:outline-2 focus:outline-primary">
      {children}
    </h4>
  );
}

/** A link back to the page without the open panel; focus returns to the control that opened it. */
export function PanelCancel({ focus }: { focus: string }) {
  const { t } = useTranslation("faq");
  const href = usePlainHref();
  return (
    <Link to={href} state={{ focus }} preventScrollReset className={buttonVariants({ variant: "secondary" })}>
      {t("admin.cancel")}
    </Link>
  );
}

const groupFields = ["title_bg", "title_en"];

/** Adds a group (no `group`) or renames one in both languages. Works without JavaScript. */
export function GroupForm({ group, answer }: { group?: AdminFaqGroup; answer: FaqAnswer | undefined }) {
  const { t } = useTranslation("faq");
  const action = usePlainHref();
  const headingId = useId();
  const intent = group ? "group-update" : "group-create";
  const formKey = group ? `group:${group.id}` : "group-new";
  const { refused, errors, values, formRef } = useRefused(answer, formKey);
  const busy = useSending(intent, group?.id);
  const [version, setVersion] = useState(0);
  const created = !group && answer?.ok && answer.form === formKey ? answer : undefined;
  useEffect(() => {
    if (created) setVersion((v) => v + 1);
  }, [created]);
  const title = group ? t("admin.group.editTitle", { title: group.title_bg }) : t("admin.group.newTitle");
  return (
    <Form
      ref={formRef}
      key={version}
      method="post"
      action={action}
      aria-labelledby={headingId}
      className="space-y-4"
      preventScrollReset
      noValidate
    >
      {group ? (
        <PanelHeading id={headingId}>{title}</PanelHeading>
      ) : (
        <h3 id={headingId} className="text-lg font-bold text-dark">
          {title}
        </h3>
      )}
      <input type="hidden" name="intent" value={intent} />
      {group && <input type="hidden" name="id" value={group.id} />}
      <FormMessage refused={refused} fields={groupFields} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          name="title_bg"
          label={t("admin.group.titleBg")}
          hint={t("admin.group.titleHint")}
          errors={errors.title_bg}
          required
          lang="bg"
          maxLength={faqLimits.title.max}
          autoComplete="off"
          defaultValue={values.title_bg ?? group?.title_bg ?? ""}
        />
        <InputField
          name="title_en"
          label={t("admin.group.titleEn")}
          hint={t("admin.group.titleHint")}
          errors={errors.title_en}
          required
          lang="en"
          maxLength={faqLimits.title.max}
          autoComplete="off"
          defaultValue={values.title_en ?? group?.title_en ?? ""}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className={buttonVariants({ variant: "primary" })}
        >
          {group
            ? busy
              ? t("admin.group.saving")
              : t("admin.group.save")
            : busy
              ? t("admin.group.adding")
              : t("admin.group.add")}
        </button>
        {group && <PanelCancel focus={`faq-edit-group-${group.id}`} />}
      </div>
    </Form>
  );
}

const itemFields = ["group_id", "question_bg", "question_en", "answer_bg", "answer_en", "published"];
/** A multi-line answer in one language, labelled, with its hint and the API's messages. */
function AnswerField({
  name,
  label,
  lang,
  errors,
  defaultValue,
}: {
  name: string;
  label: string;
  lang: string;
  errors: string[] | undefined;
  defaultValue: string;
}) {
  const { t } = useTranslation("faq");
  return (
    <Field label={label} hint={t("admin.item.answerHint")} errors={errors} required>
      {({ id, "aria-describedby": describedBy, "aria-invalid": invalid }) => (
        <textarea
          id={id}
          name={name}
          required
          lang={lang}
          rows={6}
          maxLength={faqLimits.answer.max}
          defaultValue={defaultValue}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={controlClass(Boolean(invalid), "p-3")}
        />
      )}
    </Field>
  );
}

/**
 * Adds a question (no `item`) to the chosen group, or changes one: its group, both questions and answers
 * and whether visitors see it. Works without JavaScript.
 */
export function ItemForm({
  item,
  groups,
  defaultGroupId,
  answer,
  headingId: givenHeadingId,
}: {
  item?: AdminFaqItem;
  groups: AdminFaqGroup[];
  defaultGroupId?: string | null;
  answer: FaqAnswer | undefined;
  headingId?: string;
}) {
  const { t } = useTranslation("faq");
  const action = usePlainHref();
  const ownHeadingId = useId();
  const headingId = givenHeadingId ?? ownHeadingId;
  const intent = item ? "item-update" : "item-create";
  const formKey = item ? `item:${item.id}` : "item-new";
  const { refused, errors, values, formRef } = useRefused(answer, formKey);
  const busy = useSending(intent, item?.id);
  const [version, setVersion] = useState(0);
  const created = !item && answer?.ok && answer.form === formKey ? answer : undefined;
  useEffect(() => {
    if (created) setVersion((v) => v + 1);
  }, [created]);
  const published = refused ? values.published === "on" : (item?.published ?? true);
  return (
    <Form
      ref={formRef}
      key={`${version}-${defaultGroupId ?? ""}`}
      method="post"
      action={action}
      aria-labelledby={headingId}
      className="space-y-4"
      preventScrollReset
      noValidate
    >
      {item ? (
        <PanelHeading id={headingId}>{t("admin.item.editTitle")}</PanelHeading>
      ) : (
        <h3
          id={headingId}
          tabIndex={-1}
          className="text-lg font-bold text-dark focus:outline-2 focus:outline-primary"
        >
          {t("admin.item.newTitle")}
        </h3>
      )}
      <input type="hidden" name="intent" value={intent} />
      {item && <input type="hidden" name="id" value={item.id} />}
      <FormMessage refused={refused} fields={itemFields} />
      <Field
        label={t("admin.item.group")}
        hint={item ? t("admin.item.groupHint") : undefined}
        errors={errors.group_id}
        required
      >
        {({ id, "aria-describedby": describedBy, "aria-invalid": invalid }) => (
          <select
            id={id}
            name="group_id"
            required
            defaultValue={values.group_id ?? item?.group_id ?? defaultGroupId ?? ""}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={controlClass(Boolean(invalid), "h-11")}
          >
            <option value="">{t("admin.item.chooseGroup")}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title_bg} / {g.title_en}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <InputField
            name="question_bg"
            label={t("admin.item.questionBg")}
            hint={t("admin.item.questionHint")}
            errors={errors.question_bg}
            required
            lang="bg"
            maxLength={faqLimits.question.max}
            autoComplete="off"
            defaultValue={values.question_bg ?? item?.question_bg ?? ""}
          />
          <AnswerField
            name="answer_bg"
            label={t("admin.item.answerBg")}
            lang="bg"
            errors={errors.answer_bg}
            defaultValue={values.answer_bg ?? item?.answer_bg ?? ""}
          />
        </div>
        <div className="space-y-4">
          <InputField
            name="question_en"
            label={t("admin.item.questionEn")}
            hint={t("admin.item.questionHint")}
            errors={errors.question_en}
            required
            lang="en"
            maxLength={faqLimits.question.max}
            autoComplete="off"
            defaultValue={values.question_en ?? item?.question_en ?? ""}
          />
          <AnswerField
            name="answer_en"
            label={t("admin.item.answerEn")}
            lang="en"
            errors={errors.answer_en}
            defaultValue={values.answer_en ?? item?.answer_en ?? ""}
          />
        </div>
      </div>
      <label className="flex items-start gap-2.5 text-sm text-stone-800">
        <input
          type="checkbox"
          name="published"
          defaultChecked={published}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-stone-400 accent-primary"
        />
        <span>{t("admin.item.published")}</span>
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className={buttonVariants({ variant: "primary" })}
        >
          {item
            ? busy
              ? t("admin.item.saving")
              : t("admin.item.save")
            : busy
              ? t("admin.item.adding")
              : t("admin.item.add")}
        </button>
        {item && <PanelCancel focus={`faq-edit-item-${item.id}`} />}
      </div>
    </Form>
  );
}

/** Up and down buttons of a group or question; at an edge the button is disabled. */
export function MoveButtons({
  kind,
  id,
  label,
  first,
  last,
}: {
  kind: "group" | "item";
  id: string;
  /** the group's title or the question, named in the buttons' labels */
  label: string;
  first: boolean;
  last: boolean;
}) {
  const { t } = useTranslation("faq");
  const action = usePlainHref();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === `${kind}-move` &&
    navigation.formData?.get("id") === id;
  const vars = kind === "group" ? { title: label } : { question: label };
  const button = buttonVariants({ variant: "secondary", size: "icon", className: "disabled:opacity-40" });
  return (
    <Form method="post" action={action} preventScrollReset className="flex gap-1">
      <input type="hidden" name="intent" value={`${kind}-move`} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="direction"
        value="up"
        id={`faq-move-${kind}-${id}-up`}
        disabled={first || busy}
        aria-label={t(`admin.${kind}.moveUp`, vars)}
        className={button}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        id={`faq-move-${kind}-${id}-down`}
        disabled={last || busy}
        aria-label={t(`admin.${kind}.moveDown`, vars)}
        className={button}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </Form>
  );
}

/** The form that confirms a deletion, in the dialog or inline on the page. */
export function DeleteForm({ kind, id, label }: { kind: "group" | "item"; id: string; label: string }) {
  const { t } = useTranslation("faq");
  const action = usePlainHref();
  const busy = useSending(`${kind}-delete`, id);
  const named = useNamedAction();
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={`${kind}-delete`} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        aria-label={named(t(`admin.${kind}.deleteConfirm`), label)}
        className={buttonVariants({ variant: "danger" })}
      >
        {t(`admin.${kind}.deleteConfirm`)}
      </button>
    </Form>
  );
}
