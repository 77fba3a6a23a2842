import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/use-locale";

/** The header's bell with the unread count, linking to the notifications; shown only when signed in. */
export function NotificationBell({ count }: { count: number }) {
  const { t } = useTranslation("notifications");
  const { to } = useLocale();
  const label = count > 0 ? t("bell.label", { count }) : t("bell.empty");
  return (
    <Link
      to={to("/profile/notifications")}
      aria-label={label}
      title={label}
      className="relative rounded-md p-2 text-stone-700 hover:bg-stone-100"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0"
        />
      </svg>
      {count > 0 && (
        <span
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          aria-hidden="true"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
