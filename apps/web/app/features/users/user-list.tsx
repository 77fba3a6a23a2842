import type { AdminUser } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { ConfirmLink, useHrefWith } from "../../ui/confirm-link";
import { DataTable } from "../../ui/data-table";
import { EmailText } from "../../ui/email-text";
import { type UserAct, UserActForm } from "./user-forms";

type OpenAct = (user: AdminUser, act: UserAct) => void;

const badge = "inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold";

/** The account's roles; one with none is a learner. */
export function RoleBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation("admin");
  const roles = [
    user.is_admin && ["admin", "bg-dark text-white"],
    user.is_provider && ["provider", "bg-secondary text-primary-dark"],
    user.is_lector && ["lector", "bg-amber-100 text-amber-950"],
    user.lector_revoked && ["lector_revoked", "bg-stone-200 text-stone-800"],
  ].filter((r): r is [string, string] => Array.isArray(r));
  const shown = roles.length > 0 ? roles : [["learner", "bg-stone-100 text-stone-800"] as [string, string]];
  return (
    <ul className="flex flex-wrap gap-1">
      {shown.map(([role, colors]) => (
        <li key={role} className={`${badge} ${colors}`}>
          {t(`users.role.${role}`)}
        </li>
      ))}
    </ul>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  if (!user.blocked_at)
    return <span className={`${badge} bg-green-100 text-green-900`}>{t("users.status.active")}</span>;
  return (
    <span className={`${badge} bg-red-100 text-red-900`}>
      {t("users.blockedSince", { date: formatDate(user.blocked_at, locale, { dateStyle: "medium" }) })}
    </span>
  );
}

/** Grant or remove admin rights and block (each asked first), or unblock; none on one's own account. */
function UserActions({ user, me, onOpen }: { user: AdminUser; me: string; onOpen: OpenAct }) {
  const { t } = useTranslation("admin");
  const here = useHrefWith({ confirm: null, act: null });
  if (user.id === me) return <p className="text-sm italic text-stone-600">{t("users.you")}</p>;
  const name = user.name || user.username;
  const rights: UserAct = user.is_admin ? "revoke" : "grant";
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmLink
        params={{ confirm: user.id, act: rights }}
        onOpen={() => onOpen(user, rights)}
        className={buttonVariants({ variant: "secondary" })}
      >
        {t(`users.${rights}`)}
        <span className="sr-only"> {t("users.for", { name })}</span>
      </ConfirmLink>
      {user.blocked_at ? (
        <UserActForm user={user} act="unblock" action={here} />
      ) : (
        <ConfirmLink
          params={{ confirm: user.id, act: "block" }}
          onOpen={() => onOpen(user, "block")}
          className={buttonVariants({ variant: "dangerOutline" })}
        >
          {t("users.block")}
          <span className="sr-only"> {t("users.for", { name })}</span>
        </ConfirmLink>
      )}
    </div>
  );
}

function Identity({ user }: { user: AdminUser }) {
  const { t } = useTranslation("admin");
  return (
    <div className="min-w-0">
      <p className="break-words font-semibold text-dark">{user.name || user.username}</p>
      <p className="text-sm text-stone-700">
        <EmailText email={user.email} />
      </p>
      <p className="text-xs text-stone-600">@{user.username}</p>
      {!user.email_verified && (
        <p className={`${badge} mt-1 bg-amber-100 text-amber-950`}>{t("users.unverified")}</p>
      )}
    </div>
  );
}

/** The users found: a table on wide screens, cards on phones. */
export function UserList({ users, me, onOpen }: { users: AdminUser[]; me: string; onOpen: OpenAct }) {
  const { t } = useTranslation("admin");
  const { locale } = useLocale();
  const day = (iso: string | null) =>
    iso ? formatDate(iso, locale, { dateStyle: "medium" }) : t("users.never");
  const header = (c: "user" | "roles" | "status" | "created" | "lastSeen" | "actions") =>
    t(`users.columns.${c}`);
  return (
    <DataTable
      caption={t("users.title")}
      phone="cards-lg"
      rows={users}
      rowKey={(u) => u.id}
      columns={[
        { key: "user", header: header("user"), cell: (u) => <Identity user={u} /> },
        { key: "roles", header: header("roles"), cell: (u) => <RoleBadges user={u} /> },
        { key: "status", header: header("status"), cell: (u) => <StatusBadge user={u} /> },
        {
          key: "created",
          header: header("created"),
          className: "whitespace-nowrap",
          cell: (u) => day(u.created_at),
        },
        {
          key: "lastSeen",
          header: header("lastSeen"),
          className: "whitespace-nowrap",
          cell: (u) => day(u.last_seen_at),
        },
        {
          key: "actions",
          header: header("actions"),
          cell: (u) => <UserActions user={u} me={me} onOpen={onOpen} />,
        },
      ]}
      card={{
        className: () => "space-y-3",
        body: (u) => (
          <>
            <Identity user={u} />
            <div className="flex flex-wrap items-center gap-2">
              <RoleBadges user={u} />
              <StatusBadge user={u} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-stone-600">{header("created")}</dt>
                <dd className="text-stone-800">{day(u.created_at)}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{header("lastSeen")}</dt>
                <dd className="text-stone-800">{day(u.last_seen_at)}</dd>
              </div>
            </dl>
            <UserActions user={u} me={me} onOpen={onOpen} />
          </>
        ),
      }}
    />
  );
}
