import type { CourseContent } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { moduleTitle } from "../../lib/module-title";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";

type Session = CourseContent["modules"][number]["sessions"][number];

const day: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "long", year: "numeric" };
const hour: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

/** The meeting room of a session: a button while open, else when it opens (buyers see it near the start). */
function Meeting({ session, now }: { session: Session; now: string }) {
  const { t } = useTranslation("learning");
  const { locale } = useLocale();
  if (session.meeting_url)
    return (
      <a
        href={session.meeting_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("content.joinSession", { session: session.title })}
        className={buttonVariants({ variant: "primary" })}
      >
        {t("content.join")}
      </a>
    );
  if (!session.meeting_opens_at) return null;
  if (Date.parse(session.ends_at) <= Date.parse(now))
    return <p className="text-sm text-stone-600">{t("content.sessionEnded")}</p>;
  const opens = formatDate(session.meeting_opens_at, locale, { ...day, ...hour });
  return <p className="text-sm text-stone-700">{t("content.linkLater", { time: opens })}</p>;
}

/** The modules of a course with their dated sessions, hours, lectors and meeting links. */
export function CourseProgramme({ modules, now }: { modules: CourseContent["modules"]; now: string }) {
  const { t } = useTranslation("learning");
  const { locale } = useLocale();
  return (
    <section aria-labelledby="programme-title" className="space-y-4">
      <h2 id="programme-title" className="text-lg font-bold text-dark">
        {t("content.programme")}
      </h2>
      {modules.length === 0 && <p className="text-sm text-stone-700">{t("content.noProgramme")}</p>}
      {/* every module, as the course page lists them: a recording's modules have no dated sessions */}
      {modules.map((m, index) => (
        <div key={m.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
          <h3 className="font-bold text-dark">{moduleTitle(t, m.title, index + 1)}</h3>
          {m.description && <p className="mt-1 text-sm text-stone-700">{m.description}</p>}
          {m.sessions.length > 0 && (
            <ol className="mt-3 divide-y divide-stone-100">
              {m.sessions.map((s) => (
                <li
                  key={s.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="font-semibold text-stone-900">{s.title}</p>
                    <p className="text-sm text-stone-700">
                      <time dateTime={s.starts_at}>{formatDate(s.starts_at, locale, day)}</time>,{" "}
                      {formatDate(s.starts_at, locale, hour)}–{formatDate(s.ends_at, locale, hour)}
                    </p>
                    {s.instructor && (
                      <p className="text-sm text-stone-600">
                        {t("content.instructor", { name: s.instructor })}
                      </p>
                    )}
                  </div>
                  <div className="sm:max-w-xs sm:text-right">
                    <Meeting session={s} now={now} />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}

/** The hours a learner booked on a bookable course, with the meeting link when open. */
export function BookedSlots({ slots }: { slots: CourseContent["slots"] }) {
  const { t } = useTranslation("learning");
  const { locale } = useLocale();
  if (slots.length === 0) return null;
  return (
    <section aria-labelledby="slots-title" className="space-y-3">
      <h2 id="slots-title" className="text-lg font-bold text-dark">
        {t("content.slots")}
      </h2>
      <ul className="space-y-2">
        {slots.map((s) => (
          <li
            key={s.id}
            className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="text-sm text-stone-800">
              <time dateTime={s.starts_at}>{formatDate(s.starts_at, locale, day)}</time>,{" "}
              {formatDate(s.starts_at, locale, hour)}–{formatDate(s.ends_at, locale, hour)}
            </span>
            {s.meeting_url && (
              <a
                href={s.meeting_url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "primary" })}
              >
                {t("content.join")}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
