import type { WaitlistEntryItem } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { changeWaitlist, loadMyWaitlist } from "../../features/waitlist/waitlist.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { ButtonLink, buttonVariants } from "../../ui/button";
import { type Column, DataTable } from "../../ui/data-table";
import type { Route } from "./+types/waitlist";

/** The learner's waiting lists: offers first, with a link to buy, then their number in each queue. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  return { list: await loadMyWaitlist(args, locale) };
}

/** Leaves one waiting list. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const form = await args.request.formData();
  const courseId = String(form.get("course_id") ?? "");
  const slotId = String(form.get("slot_id") ?? "");
  const valid = uuidPattern.test(courseId) && (slotId === "" || uuidPattern.test(slotId));
  const answer = valid
    ? await changeWaitlist(args, locale, { courseId, slotId: slotId || null, join: false })
    : { ok: false as const, message: "" };
  return {
    ok: answer.ok,
    message: answer.ok
      ? t("notifications:waitlist.left")
      : answer.message || t("notifications:waitlist.failed"),
  };
}

export default function WaitlistPage({ loaderData: { list } }: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  const { locale, to } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  useEffect(() => {
    if (answer) (answer.ok ? toast.success : toast.error)(answer.message);
  }, [answer]);
  const leaving = navigation.state === "submitting" ? navigation.formData?.get("entry_id") : null;
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "long", timeStyle: "short" });
  const columns: Column<WaitlistEntryItem>[] = [
    {
      key: "course",
      header: t("waitlist.course"),
      isRowHeader: true,
      isSelfLabelled: true,
      cell: (e) => (
        <span>
          <Link to={to(`/courses/${e.course.slug}`)} className="font-semibold text-primary hover:underline">
            {e.course.title}
          </Link>
          {e.slot && <span className="block text-sm text-stone-600">{when(e.slot.starts_at)}</span>}
        </span>
      ),
    },
    {
      key: "state",
      header: t("waitlist.state"),
      cell: (e) =>
        e.status === "offered" && e.held_until ? (
          <span className="font-semibold text-green-800">
            {t("waitlist.heldUntil", { date: when(e.held_until) })}
          </span>
        ) : (
          t("waitlist.waiting", { position: e.position })
        ),
    },
    { key: "joined", header: t("waitlist.joinedAt"), cell: (e) => when(e.joined_at) },
    {
      key: "actions",
      header: <span className="sr-only">{t("waitlist.leave")}</span>,
      align: "right",
      isSelfLabelled: true,
      cell: (e) =>
        e.status === "offered" ? (
          <ButtonLink to={to("/checkout")} size="sm" className="whitespace-nowrap">
            {t("waitlist.buy")}
          </ButtonLink>
        ) : (
          <Form method="post">
            <input type="hidden" name="entry_id" value={e.id} />
            <input type="hidden" name="course_id" value={e.course.id} />
            {e.slot && <input type="hidden" name="slot_id" value={e.slot.id} />}
            <button
              type="submit"
              disabled={leaving === e.id}
              aria-busy={leaving === e.id}
              aria-label={t("waitlist.leaveFrom", { course: e.course.title })}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {t("waitlist.leave")}
            </button>
          </Form>
        ),
    },
  ];
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("waitlist.title")}</h2>
        <p className="mt-1 max-w-2xl text-sm text-stone-700">{t("waitlist.intro")}</p>
      </div>
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey={(e) => e.id}
        caption={t("waitlist.caption")}
        phone="stacked"
        empty={
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
            <p className="font-semibold text-stone-800">{t("waitlist.empty")}</p>
            <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("waitlist.emptyHint")}</p>
            <ButtonLink to={to("/courses")} className="mt-5">
              {t("waitlist.browse")}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
