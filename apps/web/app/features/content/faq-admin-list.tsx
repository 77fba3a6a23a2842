import type { AdminFaqGroup, AdminFaqItem } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../ui/button";
import { ConfirmLink, useHrefWith } from "../../ui/confirm-link";
import { useNamedAction } from "../../ui/named-action";
import type { FaqKind } from "./faq-form-data";
import { DeleteForm, type FaqAnswer, GroupForm, ItemForm, MoveButtons, usePlainHref } from "./faq-forms";

/** A group or question asked to be deleted, with the text that names it. */
export type FaqDeleting = { kind: FaqKind; id: string; label: string };

type ListProps = {
  groups: AdminFaqGroup[];
  answer: FaqAnswer | undefined;
  /** the panel keys open for editing: `group:<id>` or `item:<id>` */
  isOpen: (key: string) => boolean;
  /** the `?delete=` of the address, asked on the page itself when JavaScript is off */
  deleting: string | null;
  onDelete: (d: FaqDeleting) => void;
};

/** The FAQ's groups in order, each with its questions, their controls and open edit panels. */
export function FaqGroupList({ groups, answer, isOpen, deleting, onDelete }: ListProps) {
  const { t } = useTranslation("faq");
  const deletingNow = (kind: FaqKind, id: string) => deleting === `${kind}:${id}`;
  return (
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
            onDelete={onDelete}
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
                        onDelete={onDelete}
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
  );
}

export function DeleteQuestion({ deleting }: { deleting: FaqDeleting }) {
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
function InlineDelete({ deleting }: { deleting: FaqDeleting }) {
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
function EditLink({ kind, id, label }: { kind: FaqKind; id: string; label: string }) {
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
  kind: FaqKind;
  id: string;
  label: string;
  onDelete: (d: FaqDeleting) => void;
}) {
  const { t } = useTranslation("faq");
  const named = useNamedAction();
  return (
    <ConfirmLink
      params={{ delete: `${kind}:${id}` }}
      onOpen={() => onDelete({ kind, id, label })}
      className={buttonVariants({ variant: "dangerOutline" })}
      label={named(t(`admin.${kind}.delete`), label)}
    >
      {t(`admin.${kind}.delete`)}
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
  onDelete: (d: FaqDeleting) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("faq");
  const headingId = `faq-group-${group.id}`;
  const addHref = `${useHrefWith({ add: group.id, edit: null, delete: null })}#faq-new-item`;
  const empty = group.items.length === 0;
  const named = useNamedAction();
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
          aria-label={named(t("admin.item.addHere"), group.title_bg)}
          className="text-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-dark"
        >
          {t("admin.item.addHere")}
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
  onDelete: (d: FaqDeleting) => void;
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
