import { type ContactMessagePage, contactTypes } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { SearchFilters } from "../../ui/search-filters";
import { ContactStatusBadge, ContactTypeLabel } from "./message-format";

/** The inbox's search and topic filter: a GET form that keeps the state tab. */
export function MessageFilters({ status, type, q }: { status: string; type: string; q: string }) {
  const { t } = useTranslation("contact");
  return (
    <SearchFilters
      id="messages"
      label={t("admin.search")}
      placeholder={t("admin.searchPlaceholder")}
      q={q}
      keep={status !== "all" ? { status } : {}}
      choices={[
        {
          name: "type",
          label: t("admin.type"),
          value: type,
          anyLabel: t("admin.allTypes"),
          options: contactTypes.map((value) => ({ value, label: t(`types.${value}`) })),
        },
      ]}
      submitLabel={t("admin.filter")}
    />
  );
}

/** One message of the inbox, bold and marked while new; the whole row opens it. */
export function MessageRow({ message }: { message: ContactMessagePage["data"][number] }) {
  const { t } = useTranslation("contact");
  const { locale, to } = useLocale();
  const unread = message.status === "new";
  return (
    <li
      key={message.id}
      className={`relative p-4 hover:bg-stone-50 sm:px-5 ${unread ? "border-l-4 border-l-amber-500 bg-amber-50/40" : "border-l-4 border-l-transparent"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <Link
            to={to(`/admin/messages/${message.id}`)}
            aria-label={t("admin.open", { name: message.name })}
            className={`text-dark after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-primary ${unread ? "font-extrabold" : "font-semibold"}`}
          >
            {message.name}
          </Link>
          <span className="ml-2 break-all text-sm text-stone-600">{message.email}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ContactStatusBadge status={message.status} />
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <ContactTypeLabel type={message.type} />
        <time dateTime={message.created_at} className="text-stone-600">
          {formatDate(message.created_at, locale, { dateStyle: "medium", timeStyle: "short" })}
        </time>
      </div>
      <p className={`mt-2 text-sm ${unread ? "text-dark" : "text-stone-700"}`}>{message.excerpt}</p>
    </li>
  );
}
