import type { AdminUser } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { BlockForm, type UserAct, UserActForm, type UserAnswer, UserQuestion } from "./user-forms";

/** The question about an account asked on the page itself, when JavaScript has not opened the dialog. */
export function InlineUserConfirm({
  user,
  act,
  here,
  inlineAction,
  answer,
}: {
  user: AdminUser;
  act: Exclude<UserAct, "unblock">;
  here: string;
  inlineAction: string;
  answer: UserAnswer | undefined;
}) {
  const { t } = useTranslation("admin");
  return (
    <section
      aria-label={t(act === "block" ? "users.blockTitle" : "users.adminTitle")}
      className="space-y-3 rounded-2xl border border-stone-300 bg-stone-50 p-4"
    >
      <UserQuestion user={user} act={act} />
      <div className="flex flex-wrap items-start gap-2">
        {act === "block" ? (
          <BlockForm user={user} action={inlineAction} answer={answer} />
        ) : (
          <UserActForm user={user} act={act} action={here} confirm />
        )}
        <Link to={here} preventScrollReset className={buttonVariants({ variant: "secondary" })}>
          {t("back")}
        </Link>
      </div>
    </section>
  );
}

/** The question about an account in a dialog: rights asked yes or no, a block with its reason. */
export function UserDialog({
  dialog,
  here,
  answer,
  onCancel,
}: {
  dialog: { user: AdminUser; act: UserAct } | null;
  here: string;
  answer: UserAnswer | undefined;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <ConfirmDialog
      open={dialog !== null}
      title={t(dialog?.act === "block" ? "users.blockTitle" : "users.adminTitle")}
      cancelLabel={t("back")}
      onCancel={onCancel}
      actions={
        dialog &&
        dialog.act !== "block" &&
        dialog.act !== "unblock" && <UserActForm user={dialog.user} act={dialog.act} action={here} confirm />
      }
    >
      {dialog && <UserQuestion user={dialog.user} act={dialog.act} />}
      {dialog?.act === "block" && (
        <div className="mt-4">
          <BlockForm user={dialog.user} action={here} answer={answer} />
        </div>
      )}
    </ConfirmDialog>
  );
}
