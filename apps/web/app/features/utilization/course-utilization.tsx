import type { UtilizationDetail } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { EmailText } from "../../ui/email-text";
import { formatCourseDates, formatHours, formatMinutes } from "./format";
import { UtilizationBar } from "./utilization-bar";

const card = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5";
const th = "px-3 py-2.5 text-left font-semibold";
const td = "px-3 py-2.5 align-top";
const num = "px-3 py-2.5 text-right align-top tabular-nums";

function Section({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={id} className="text-lg font-bold text-dark">
            {title}
          </h3>
          {intro && <p className="mt-1 max-w-3xl text-sm text-stone-700">{intro}</p>}
        </div>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
function Table({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className="w-full min-w-[36rem] text-sm">
        <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

/**
 * One course's utilization (admins and its provider): places against capacity, its sessions with the
 * time lectors clocked, its slots (bookable courses) and the attendees with a CSV download.
 */
export function CourseUtilization({ detail, csvHref }: { detail: UtilizationDetail; csvHref: string }) {
  const { t } = useTranslation("utilization");
  const { t: tc } = useTranslation();
  const { locale } = useLocale();
  const dates = formatCourseDates(detail.starts_at, detail.ends_at, locale) ?? t("noDates");
  return (
    <div className="space-y-5">
      <section aria-labelledby="utilization-places" className={card}>
        <h3 id="utilization-places" className="sr-only">
          {t("detail.places")}
        </h3>
        <p className="text-sm text-stone-700">
          {t(`kind.${detail.kind}`)} · {dates}
        </p>
        {detail.course_status !== "approved" && (
          <p className="mt-1 text-sm font-semibold text-amber-900">
            {t("detail.courseStatus", {
              status: tc(`status.course.${detail.course_status}`, { defaultValue: detail.course_status }),
            })}
          </p>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(["capacity", "sold", "held", "free"] as const).map((key) => (
            <div key={key} className="rounded-xl bg-stone-50 px-3 py-2">
              <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">
                {t(`columns.${key}`)}
              </dt>
              <dd className="text-2xl font-extrabold tabular-nums text-dark">{detail[key]}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 max-w-md">
          <UtilizationBar share={detail.utilization} sold={detail.sold} capacity={detail.capacity} />
        </div>
        {detail.kind === "recorded" && <p className="mt-3 text-sm text-stone-600">{t("detail.recorded")}</p>}
      </section>

      {(detail.kind === "scheduled" || detail.sessions.length > 0) && (
        <Section
          id="utilization-sessions"
          title={t("detail.sessions")}
          intro={t("detail.sessionsIntro")}
          action={
            <p className="text-sm font-semibold text-dark">
              {t("detail.totalClocked", { time: formatMinutes(detail.clocked_minutes, t) })}
            </p>
          }
        >
          {detail.sessions.length === 0 ? (
            <p className="text-sm text-stone-600">{t("detail.noSessions")}</p>
          ) : (
            <Table
              head={
                <>
                  <th scope="col" className={th}>
                    {t("detail.session")}
                  </th>
                  <th scope="col" className={th}>
                    {t("detail.instructor")}
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    {t("detail.planned")}
                  </th>
                  <th scope="col" className={th}>
                    {t("detail.clocked")}
                  </th>
                </>
              }
            >
              {detail.sessions.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    <span className="block font-semibold text-dark">{s.title}</span>
                    <span className="block text-stone-600">
                      {formatHours(s.starts_at, s.ends_at, locale)}
                    </span>
                  </th>
                  <td className={td}>{s.instructor ?? "—"}</td>
                  <td className={num}>{formatMinutes(s.duration_minutes, t)}</td>
                  <td className={td}>
                    {s.clocked.length === 0 ? (
                      <span className="text-stone-600">{t("detail.notClocked")}</span>
                    ) : (
                      <ul className="space-y-1">
                        {s.clocked.map((c) => (
                          <li key={c.lector}>
                            <span className="font-semibold text-dark">{c.lector}</span>:{" "}
                            {formatMinutes(c.minutes, t)}
                            {c.note && <span className="block text-xs text-stone-600">{c.note}</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      )}

      {(detail.kind === "bookable" || detail.slots.length > 0) && (
        <Section id="utilization-slots" title={t("detail.slots")} intro={t("detail.slotsIntro")}>
          {detail.slots.length === 0 ? (
            <p className="text-sm text-stone-600">{t("detail.noSlots")}</p>
          ) : (
            <Table
              head={
                <>
                  <th scope="col" className={th}>
                    {t("detail.slot")}
                  </th>
                  {(["capacity", "sold", "held", "free"] as const).map((key) => (
                    <th key={key} scope="col" className={`${th} text-right`}>
                      {t(`columns.${key}`)}
                    </th>
                  ))}
                  <th scope="col" className={th}>
                    {t("columns.utilization")}
                  </th>
                </>
              }
            >
              {detail.slots.map((slot) => (
                <tr key={slot.id}>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    {formatHours(slot.starts_at, slot.ends_at, locale)}
                  </th>
                  <td className={num}>{slot.capacity}</td>
                  <td className={`${num} font-semibold`}>{slot.sold}</td>
                  <td className={num}>{slot.held}</td>
                  <td className={num}>{slot.free}</td>
                  <td className={td}>
                    <UtilizationBar
                      share={slot.capacity > 0 ? slot.sold / slot.capacity : null}
                      sold={slot.sold}
                      capacity={slot.capacity}
                    />
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </Section>
      )}

      <Section
        id="utilization-attendees"
        title={t("detail.attendees")}
        intro={t("detail.attendeesIntro")}
        action={
          detail.attendees.length > 0 && (
            <a
              href={csvHref}
              download
              aria-label={t("detail.downloadLabel", { title: detail.course.title })}
              className={buttonVariants({ variant: "primary" })}
            >
              {t("detail.download")}
            </a>
          )
        }
      >
        {detail.attendees.length === 0 ? (
          <p className="text-sm text-stone-600">{t("detail.noAttendees")}</p>
        ) : (
          <Table
            head={
              <>
                <th scope="col" className={th}>
                  {t("detail.order")}
                </th>
                <th scope="col" className={th}>
                  {t("detail.learner")}
                </th>
                <th scope="col" className={th}>
                  {t("detail.names")}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t("detail.quantity")}
                </th>
                {detail.kind === "bookable" && (
                  <th scope="col" className={th}>
                    {t("detail.slotColumn")}
                  </th>
                )}
                <th scope="col" className={th}>
                  {t("detail.orderStatus")}
                </th>
              </>
            }
          >
            {detail.attendees.map((a) => (
              <tr key={`${a.order_id}-${a.slot?.starts_at ?? ""}`}>
                <th scope="row" className={`${td} whitespace-nowrap text-left font-semibold text-dark`}>
                  {a.order_number}
                </th>
                <td className={td}>
                  <span className="block">{a.learner.name}</span>
                  <EmailText email={a.learner.email} className="block text-stone-600" />
                </td>
                <td className={td}>
                  {a.names.length === 0 ? (
                    <span className="text-stone-600">{t("detail.noNames")}</span>
                  ) : (
                    <ul>
                      {a.names.map((name, i) => (
                        // names may repeat; their position tells them apart
                        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                        <li key={i}>{name}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={num}>{a.quantity}</td>
                {detail.kind === "bookable" && (
                  <td className={`${td} whitespace-nowrap`}>
                    {a.slot
                      ? formatDate(a.slot.starts_at, locale, { dateStyle: "medium", timeStyle: "short" })
                      : "—"}
                  </td>
                )}
                <td className={td}>
                  <span className="block">{t(`orders:status.${a.status}`)}</span>
                  {a.booking_status !== "confirmed" && (
                    <span className="block text-xs text-stone-600">
                      {t(`detail.booking.${a.booking_status}`, { defaultValue: a.booking_status })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
    </div>
  );
}
