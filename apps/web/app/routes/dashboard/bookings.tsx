import type { ProviderBooking, providerBookingPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { redirect, useActionData, useLocation, useNavigation } from "react-router";
import type { z } from "zod";
import { BookingItem, type BookingStatus, type Busy } from "../../features/bookings/booking-item";
import { bookingLinks, waitingCountOf } from "../../features/bookings/booking-links";
import { BookingTabs, bookingStatuses, RefuseDialog } from "../../features/bookings/booking-list-parts";
import { apiGet, callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { uuidPattern } from "../../lib/uuid";
import { AnswerNotice } from "../../ui/answer-notice";
import { choiceOf } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import { useNoticeFocus } from "../../ui/use-notice-focus";
import type { Route } from "./+types/bookings";

type BookingPage = z.infer<typeof providerBookingPage>;

/** The bookings of the provider's courses that it approves, by state, 20 a page (ADR 013). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const status: BookingStatus = choiceOf(url, "status", bookingStatuses);
  const page = pageOf(url);
  const get = (s: BookingStatus, p: number) =>
    apiGet<BookingPage>(args.context, args.request, `/provider/bookings?status=${s}&page=${p}`, locale);
  const list = await get(status, page);
  if (list.data.length === 0 && page > list.last_page) {
    // answered bookings leave the list: a page past its end goes to the last one
    url.searchParams.set("page", String(list.last_page));
    if (list.last_page === 1) url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  // the count of the Awaiting tab: its first page, and its last one when there are more
  const first = status === "awaiting_approval" && page === 1 ? list : await get("awaiting_approval", 1);
  const last = first.last_page > 1 ? await get("awaiting_approval", first.last_page) : undefined;
  const waiting = waitingCountOf(first, last);
  return { list, status, page, waiting, refusing: url.searchParams.get("refuse") };
}

/** Approves a booking, or refuses it (the learner is refunded in full); says so in the page's language. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const intent = form.get("intent") === "refuse" ? "refuse" : "approve";
  const id = String(form.get("id") ?? "");
  if (!uuidPattern.test(id) || (form.get("intent") !== "approve" && form.get("intent") !== "refuse"))
    return { intent, ok: false, message: t("checkout:bookings.failed") };
  const result = await callApi(args.context, args.request, `/provider/bookings/${id}/${intent}`, {
    method: "POST",
    locale,
  });
  if (result.ok) return { intent, ok: true, message: t(`checkout:bookings.done.${intent}`) };
  const message =
    result.error.code === "decision_already_made"
      ? t("checkout:bookings.alreadyDecided")
      : result.error.message || t("checkout:bookings.failed");
  return { intent, ok: false, message };
}

export default function BookingsPage({
  loaderData: { list, status, page, waiting, refusing },
}: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const location = useLocation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [dialog, setDialog] = useState<ProviderBooking | null>(null);
  // the answered booking has left the list: focus goes to the message once the dialog has closed
  const notice = useNoticeFocus({ answer, dialog, setDialog });
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const busyFor = (id: string): Busy =>
    submitting?.get("id") === id ? (submitting.get("intent") === "refuse" ? "refuse" : "approve") : null;
  const { keep, backHref } = bookingLinks(status, page, location);
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("bookings.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("bookings.intro")}</p>
      </div>
      <AnswerNotice answer={answer} ref={notice} />
      <BookingTabs status={status} waiting={waiting} />
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t(`bookings.empty.${status}`)}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("bookings.emptyHint")}</p>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {list.data.map((booking) => (
            <BookingItem
              key={booking.id}
              booking={booking}
              busy={busyFor(booking.id)}
              confirming={refusing === booking.id}
              onRefuse={setDialog}
              keep={keep}
              backHref={backHref}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={list.last_page} />
      <RefuseDialog
        booking={dialog}
        isBusy={dialog !== null && busyFor(dialog.id) !== null}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
