import type { NotificationItem } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { notificationText, notificationWhen } from "./notification-text";

/** "All" and "Unread" as tabs; the unread one counts the unread notifications. */
export function NotificationTabs({ unreadOnly, unread }: { unreadOnly: boolean; unread: number }) {
  const { t } = useTranslation("notifications");
  const { to } = useLocale();
  const tab = (active: boolean) =>
    `whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${active ? "border-primary text-primary" : "border-transparent text-stone-700 hover:text-dark"}`;
  return (
    <nav aria-label={t("page.filter")} className="relative -mx-1 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-1 px-1">
        <li>
          <Link
            to={to("/profile/notifications")}
            aria-current={!unreadOnly ? "page" : undefined}
            className={tab(!unreadOnly)}
          >
            {t("page.all")}
          </Link>
        </li>
        <li>
          <Link
            to={`${to("/profile/notifications")}?unread=1`}
            aria-current={unreadOnly ? "page" : undefined}
            className={tab(unreadOnly)}
          >
            {t("page.unread")}
            {unread > 0 && (
              <span className="ml-2 inline-flex min-w-6 justify-center rounded-full bg-primary px-1.5 py-0.5 text-xs font-bold text-white">
                <span aria-hidden="true">{unread}</span>
                <span className="sr-only">{t("page.unreadCount", { count: unread })}</span>
              </span>
            )}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** One notification: its text (a link when it points to a page), when it came, and "mark as read". */
export function NotificationRow({ item, now }: { item: NotificationItem; now: number }) {
  const { t } = useTranslation("notifications");
  const { locale, to } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === item.id;
  const path = typeof item.data.path === "string" && item.data.path.startsWith("/") ? item.data.path : null;
  const text = notificationText(item, t, locale);
  return (
    <li className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center ${item.read ? "" : "bg-sky-50"}`}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-primary"}`}
          aria-hidden="true"
        />
        <div className="min-w-0">
          <p className={`text-sm ${item.read ? "text-stone-700" : "font-semibold text-dark"}`}>
            {!item.read && <span className="sr-only">{t("page.new")}: </span>}
            {path ? (
              <Link to={to(path)} className="hover:text-primary hover:underline">
                {text}
              </Link>
            ) : (
              text
            )}
          </p>
          <p className="mt-1 text-xs text-stone-600">
            <time dateTime={item.created_at}>{notificationWhen(item.created_at, locale, now)}</time>
          </p>
        </div>
      </div>
      {!item.read && (
        <Form method="post" className="sm:shrink-0">
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            data-mark-read=""
            disabled={busy}
            aria-busy={busy}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-white disabled:opacity-60"
          >
            {t("page.markRead")}
          </button>
        </Form>
      )}
    </li>
  );
}
