import type { AdminUser } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { FormAnswer } from "../../lib/form-answer";
import { buttonVariants } from "../../ui/button";

export type UserAct = "grant" | "revoke" | "block" | "unblock";
export type UserAnswer = FormAnswer<UserAct>;

/** Whether an action applies to the account as it is now (grant only to non-admins, and so on). */
export const actApplies = (act: string | null, user: AdminUser): act is UserAct =>
  (act === "grant" && !user.is_admin) ||
  (act === "revoke" && user.is_admin) ||
  (act === "block" && !user.blocked_at) ||
  (act === "unblock" && user.blocked_at !== null);

const useBusy = (id: string, act: UserAct) => {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("id") === id &&
    navigation.formData?.get("intent") === act
  );
};

/** The question before a change of rights or a block. */
export function UserQuestion({ user, act }: { user: AdminUser; act: UserAct }) {
  const { t } = useTranslation("admin");
  const key =
    act === "grant"
      ? "users.grantQuestion"
      : act === "revoke"
        ? "users.revokeQuestion"
        : "users.blockQuestion";
  return (
    <p className="text-sm text-stone-800">
      {t(key, { name: user.name || user.username, email: user.email })}
    </p>
  );
}

/** Grants or removes admin rights, or unblocks: one button. */
export function UserActForm({
  user,
  act,
  action,
  confirm,
}: {
  user: AdminUser;
  act: Exclude<UserAct, "block">;
  action: string;
  /** the confirming label of a dialog, else the plain one */
  confirm?: boolean;
}) {
  const { t } = useTranslation("admin");
  const busy = useBusy(user.id, act);
  const label = confirm ? (act === "grant" ? "users.confirmGrant" : "users.confirmRevoke") : `users.${act}`;
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="id" value={user.id} />
      <input type="hidden" name="intent" value={act} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: act === "revoke" && confirm ? "danger" : "primary" })}
      >
        {t(label)}
        {!confirm && <span className="sr-only"> {t("users.for", { name: user.name || user.username })}</span>}
      </button>
    </Form>
  );
}

/** Blocks an account with a reason (3 to 500 characters); the API's message shows under the field. */
export function BlockForm({
  user,
  action,
  answer,
}: {
  user: AdminUser;
  action: string;
  answer: UserAnswer | undefined;
}) {
  const { t } = useTranslation("admin");
  const busy = useBusy(user.id, "block");
  const refused =
    answer && !answer.ok && answer.form === "block" && answer.values.id === user.id ? answer : undefined;
  const errors = refused ? (refused.errors.reason ?? [refused.message]) : [];
  const fieldId = `block-reason-${user.id}`;
  return (
    <Form method="post" action={action} preventScrollReset className="w-full space-y-3">
      <input type="hidden" name="id" value={user.id} />
      <input type="hidden" name="intent" value="block" />
      <div>
        <label htmlFor={fieldId} className="mb-1 block text-sm font-semibold text-stone-700">
          {t("users.reason")}
        </label>
        <textarea
          id={fieldId}
          name="reason"
          rows={3}
          required
          minLength={3}
          maxLength={500}
          defaultValue={refused?.values.reason ?? ""}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${fieldId}-hint${errors.length > 0 ? ` ${fieldId}-error` : ""}`}
          className={`w-full rounded-lg border bg-white p-3 text-base focus-visible:outline-2 focus-visible:outline-primary ${errors.length > 0 ? "border-red-600" : "border-stone-300"}`}
        />
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-stone-600">
          {t("users.reasonHint")}
        </p>
        {errors.length > 0 && (
          <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
            {errors.join(" ")}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: "danger" })}
      >
        {t("users.confirmBlock")}
      </button>
    </Form>
  );
}
