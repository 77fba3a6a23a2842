import type { ContactStatus, ContactType } from "@kursove/contracts";
import { useTranslation } from "react-i18next";

const badgeStyles: Record<ContactStatus, string> = {
  new: "bg-amber-100 text-amber-950",
  read: "bg-stone-100 text-stone-800",
  resolved: "bg-green-100 text-green-900",
};

/** A contact message's state in words, as a coloured badge. */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useTranslation("contact");
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeStyles[status]}`}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

/** The topic of a message; a reported issue stands out. */
export function ContactTypeLabel({ type }: { type: ContactType }) {
  const { t } = useTranslation("contact");
  return (
    <span
      className={`inline-flex rounded-md px-2 py-0.5 text-xs font-semibold ${type === "report" ? "bg-red-50 text-red-800 ring-1 ring-red-200" : "bg-secondary text-primary-dark"}`}
    >
      {t(`types.${type}`)}
    </span>
  );
}
