import type { UtilizationDetail } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { DataTable } from "../../ui/data-table";
import { EmailText } from "../../ui/email-text";
import { formatCourseDates, formatHours, formatMinutes } from "./format";
import { UtilizationBar } from "./utilization-bar";

type Attendee = UtilizationDetail["attendees"][number];

const card = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5";
/** The detail's tables scroll sideways on narrow screens instead of squeezing their columns. */
const table = { isFramed: false, minWidth: "36rem" } as const;

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
            <DataTable
              {...table}
              caption={t("detail.sessions")}
              rows={detail.sessions}
              rowKey={(s) => s.id}
              columns={[
                {
                  key: "session",
                  header: t("detail.session"),
                  isRowHeader: true,
                  className: "font-normal",
                  cell: (s) => (
                    <>
                      <span className="block font-semibold text-dark">{s.title}</span>
                      <span className="block text-stone-600">
                        {formatHours(s.starts_at, s.ends_at, locale)}
                      </span>
                    </>
                  ),
                },
                { key: "instructor", header: t("detail.instructor"), cell: (s) => s.instructor ?? "—" },
                {
                  key: "planned",
                  header: t("detail.planned"),
                  align: "right",
                  className: "tabular-nums",
                  cell: (s) => formatMinutes(s.duration_minutes, t),
                },
                {
                  key: "clocked",
                  header: t("detail.clocked"),
                  cell: (s) =>
                    s.clocked.length === 0 ? (
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
                    ),
                },
              ]}
            />
          )}
        </Section>
      )}

      {(detail.kind === "bookable" || detail.slots.length > 0) && (
        <Section id="utilization-slots" title={t("detail.slots")} intro={t("detail.slotsIntro")}>
          {detail.slots.length === 0 ? (
            <p className="text-sm text-stone-600">{t("detail.noSlots")}</p>
          ) : (
            <DataTable
              {...table}
              caption={t("detail.slots")}
              rows={detail.slots}
              rowKey={(slot) => slot.id}
              columns={[
                {
                  key: "slot",
                  header: t("detail.slot"),
                  isRowHeader: true,
                  className: "font-normal",
                  cell: (slot) => formatHours(slot.starts_at, slot.ends_at, locale),
                },
                ...(["capacity", "sold", "held", "free"] as const).map((key) => ({
                  key,
                  header: t(`columns.${key}`),
                  align: "right" as const,
                  className: key === "sold" ? "tabular-nums font-semibold" : "tabular-nums",
                  cell: (slot: UtilizationDetail["slots"][number]) => slot[key],
                })),
                {
                  key: "utilization",
                  header: t("columns.utilization"),
                  cell: (slot) => (
                    <UtilizationBar
                      share={slot.capacity > 0 ? slot.sold / slot.capacity : null}
                      sold={slot.sold}
                      capacity={slot.capacity}
                    />
                  ),
                },
              ]}
            />
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
          <DataTable
            {...table}
            caption={t("detail.attendees")}
            rows={detail.attendees}
            rowKey={(a) => `${a.order_id}-${a.slot?.starts_at ?? ""}`}
            columns={[
              {
                key: "order",
                header: t("detail.order"),
                isRowHeader: true,
                className: "whitespace-nowrap text-dark",
                cell: (a) => a.order_number,
              },
              {
                key: "learner",
                header: t("detail.learner"),
                cell: (a) => (
                  <>
                    <span className="block">{a.learner.name}</span>
                    <EmailText email={a.learner.email} className="block text-stone-600" />
                  </>
                ),
              },
              {
                key: "names",
                header: t("detail.names"),
                cell: (a) =>
                  a.names.length === 0 ? (
                    <span className="text-stone-600">{t("detail.noNames")}</span>
                  ) : (
                    <ul>
                      {a.names.map((name, i) => (
                        // names may repeat; their position tells them apart
                        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                        <li key={i}>{name}</li>
                      ))}
                    </ul>
                  ),
              },
              {
                key: "quantity",
                header: t("detail.quantity"),
                align: "right",
                className: "tabular-nums",
                cell: (a) => a.quantity,
              },
              ...(detail.kind === "bookable"
                ? [
                    {
                      key: "slot",
                      header: t("detail.slotColumn"),
                      className: "whitespace-nowrap",
                      cell: (a: Attendee) =>
                        a.slot
                          ? formatDate(a.slot.starts_at, locale, { dateStyle: "medium", timeStyle: "short" })
                          : "—",
                    },
                  ]
                : []),
              {
                key: "status",
                header: t("detail.orderStatus"),
                cell: (a) => (
                  <>
                    <span className="block">{t(`orders:status.${a.status}`)}</span>
                    {a.booking_status !== "confirmed" && (
                      <span className="block text-xs text-stone-600">
                        {t(`detail.booking.${a.booking_status}`, { defaultValue: a.booking_status })}
                      </span>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </Section>
    </div>
  );
}
