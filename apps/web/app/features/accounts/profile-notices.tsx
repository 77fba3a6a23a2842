import type { ProviderRequest, User } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { useLocale } from "../../lib/use-locale";

/** The notices /become-provider, /become-lector and the dashboard's guard send here, and where each leads. */
const roleNotices = {
  already_provider: ["/dashboard", "provider:notice.toDashboard"],
  already_lector: ["/lector", "provider:notice.toLector"],
  provider_rejected: ["/become-provider", "provider:notice.toRequest"],
} as const;
type RoleNoticeCode = keyof typeof roleNotices;

/** The role notice the address asks for, or null. */
export const roleNoticeOf = (notice: string | null): RoleNoticeCode | null =>
  notice !== null && Object.hasOwn(roleNotices, notice) ? (notice as RoleNoticeCode) : null;

/** The user's avatar (or initials), the page's title, name and email. */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4">
      {user.avatar ? (
        <img src={user.avatar} alt="" width={64} height={64} className="h-16 w-16 rounded-full" />
      ) : (
        <span
          className="flex h-16 w-16 items-center justify-center rounded-full bg-primary text-xl font-bold text-white"
          aria-hidden="true"
        >
          {user.first_name.slice(0, 1)}
          {user.last_name.slice(0, 1)}
        </span>
      )}
      <div>
        <h1 className="text-2xl font-extrabold text-dark sm:text-3xl">{t("profile.title")}</h1>
        <p className="text-stone-600">
          {user.name} · {user.email}
        </p>
      </div>
    </div>
  );
}

/** The address is not verified yet: a button sends the email again. */
export function UnverifiedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>{t("auth.unverified")}</p>
      <Form method="post" action="/auth/resend-verification">
        <input type="hidden" name="back" value={location.pathname} />
        <button
          type="submit"
          className="whitespace-nowrap rounded-lg bg-amber-500 px-4 py-2 text-sm font-semibold text-dark hover:bg-amber-400"
        >
          {t("auth.resend")}
        </button>
      </Form>
    </div>
  );
}

/** The user already is a provider or lector, or the provider request was rejected (with the reason). */
export function RoleNotice({
  code,
  rejection,
}: {
  code: RoleNoticeCode;
  rejection: ProviderRequest["rejection"] | null;
}) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const [path, label] = roleNotices[code];
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p>{t(`provider:notice.${code}`)}</p>
        {code === "provider_rejected" && rejection?.reason && (
          <p className="mt-1 whitespace-pre-line font-semibold">
            {t("provider:notice.rejectedReason", { reason: rejection.reason })}
          </p>
        )}
      </div>
      <Link
        to={to(path)}
        className="whitespace-nowrap rounded-lg bg-white px-4 py-2 text-sm font-semibold text-dark ring-1 ring-sky-300 hover:bg-sky-100"
      >
        {t(label)}
      </Link>
    </div>
  );
}
