import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { NotificationRow, NotificationTabs } from "../../features/notifications/notification-list";
import {
  loadNotifications,
  markNotificationsRead,
  savePreferences,
} from "../../features/notifications/notifications.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath, localizePath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { buttonVariants } from "../../ui/button";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/notifications";

/** The learner's notifications, 20 a page, newest first; all or only the unread ones. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const unreadOnly = url.searchParams.get("unread") === "1";
  const page = pageOf(url);
  const list = await loadNotifications(args, locale, unreadOnly, page);
  if (list.data.length === 0 && page > list.last_page) {
    // read ones leave the unread list: a page past its end goes to the last one
    url.searchParams.set("page", String(list.last_page));
    if (list.last_page === 1) url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { list, unreadOnly, page, now: Date.now() };
}

/** Marks one notification (`id`) or all of them read. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  if (form.get("intent") === "preferences") {
    // the settings page's notifications section posts here
    const saved = await savePreferences(args, locale, form);
    if (form.get("mode") === "fetch") return { ok: saved, all: false, message: "", preferences: true };
    throw redirect(
      `${localizePath("/profile/settings", locale)}?notifications=${saved ? "saved" : "failed"}#notifications`,
    );
  }
  const id = String(form.get("id") ?? "");
  const all = form.get("intent") === "read-all";
  if (!all && !uuidPattern.test(id)) return { ok: false, all, message: t("notifications:page.markFailed") };
  const ok = await markNotificationsRead(args, locale, all ? undefined : [id]);
  return {
    ok,
    all,
    message: ok ? (all ? t("notifications:page.markedAll") : "") : t("notifications:page.markFailed"),
  };
}

export default function NotificationsPage({
  loaderData: { list, unreadOnly, page, now },
}: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  const { to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const marking = navigation.state === "submitting" && navigation.formData?.get("intent") === "read-all";
  const heading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (answer?.ok && answer.all) toast.success(answer.message);
    else if (answer && !answer.ok) toast.error(answer.message);
    if (answer?.ok && !("preferences" in answer)) setRefocus(true);
  }, [answer]);
  // once the list came again, the pressed button is gone with the unread mark: the focus goes to the next one
  // to mark, else to the heading, not to the page's start
  useEffect(() => {
    if (!refocus || navigation.state !== "idle") return;
    setRefocus(false);
    (listRef.current?.querySelector<HTMLButtonElement>("button[data-mark-read]") ?? heading.current)?.focus();
  }, [refocus, navigation.state]);
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-dark">
            {t("page.title")}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-stone-700">{t("page.intro")}</p>
          <Link
            to={to("/profile/settings#notifications")}
            className="mt-1 inline-block text-sm font-semibold text-primary hover:underline"
          >
            {t("page.settings")}
          </Link>
        </div>
        {list.unread > 0 && (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="read-all"
              disabled={marking}
              aria-busy={marking}
              className={buttonVariants({ variant: "secondary" })}
            >
              {marking ? t("page.marking") : t("page.markAll")}
            </button>
          </Form>
        )}
      </div>
      <NotificationTabs unreadOnly={unreadOnly} unread={list.unread} />
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">
            {unreadOnly ? t("page.emptyUnread") : t("page.empty")}
          </p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("page.emptyHint")}</p>
        </div>
      ) : (
        <ul
          ref={listRef}
          className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
        >
          {list.data.map((item) => (
            <NotificationRow key={item.id} item={item} now={now} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
