import {
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsPage,
  notificationKinds,
  type WishlistPage,
} from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { apiGet, callApi } from "../../lib/api.server";
import { localeOfPath } from "../../lib/locale";

type Context = { apiFetch?: typeof fetch; apiBase?: string };
type Args = { request: Request; context: Context };

export function loadNotifications(
  { context, request }: Args,
  locale: Locale,
  unreadOnly: boolean,
  page: number,
) {
  const query = new URLSearchParams();
  if (unreadOnly) query.set("unread", "1");
  if (page > 1) query.set("page", String(page));
  const q = query.toString();
  return apiGet<NotificationsPage>(context, request, `/user/notifications${q ? `?${q}` : ""}`, locale);
}

/** Marks the given notifications read, or all of them. */
export async function markNotificationsRead({ context, request }: Args, locale: Locale, ids?: string[]) {
  const result = await callApi<{ unread: number }>(context, request, "/user/notifications/read", {
    method: "POST",
    locale,
    body: ids ? { ids } : {},
  });
  return result.ok;
}

/** The settings page's notification preferences, in the page's language. */
export const loadPreferences = ({ context, request }: Args) =>
  apiGet<NotificationPreferences>(
    context,
    request,
    "/user/notification-preferences",
    localeOfPath(new URL(request.url).pathname),
  );

/** The settings' form: `in_app.<kind>` and `mail.<kind>` checkboxes; every kind is sent. */
export function preferencesFromForm(form: FormData) {
  return notificationKinds.map((kind: NotificationKind) => ({
    kind,
    in_app: form.get(`in_app.${kind}`) === "on",
    mail: form.get(`mail.${kind}`) === "on",
  }));
}

export async function savePreferences({ context, request }: Args, locale: Locale, form: FormData) {
  const result = await callApi<NotificationPreferences>(context, request, "/user/notification-preferences", {
    method: "PUT",
    locale,
    body: { kinds: preferencesFromForm(form) },
  });
  return result.ok;
}

export function loadWishlist({ context, request }: Args, locale: Locale, page: number) {
  return apiGet<WishlistPage>(context, request, `/user/wishlist${page > 1 ? `?page=${page}` : ""}`, locale);
}

export async function wishlistIds({ context, request }: Args, locale: Locale) {
  const result = await callApi<{ course_ids: string[] }>(context, request, "/user/wishlist/ids", { locale });
  return result.ok ? result.data.course_ids : [];
}

/** Saves a course for later or removes it; answers whether the API agreed. */
export async function setSaved({ context, request }: Args, locale: Locale, courseId: string, saved: boolean) {
  const result = await callApi(context, request, `/user/wishlist/${courseId}`, {
    method: saved ? "PUT" : "DELETE",
    locale,
  });
  return result.ok;
}
