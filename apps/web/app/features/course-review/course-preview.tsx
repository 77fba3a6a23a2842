import type { CourseMedia, OwnCourse } from "@kursove/contracts";
import { localeInfo } from "@kursove/i18n/locale";
import { useTranslation } from "react-i18next";
import { useCategories } from "../../lib/categories";
import { useCountries } from "../../lib/countries";
import { formatDate, formatDay, formatMoney } from "../../lib/format";
import { moduleTitle } from "../../lib/module-title";
import { useLocale } from "../../lib/use-locale";

const card = "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm";

/** "12 B", "340 KB", "1,5 MB". */
function bytes(size: number, iso: string) {
  const units = ["B", "KB", "MB", "GB"];
  const unit = Math.min(units.length - 1, Math.floor(Math.log(Math.max(size, 1)) / Math.log(1024)));
  const value = size / 1024 ** unit;
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(iso, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** The course as the public will see it once approved: texts, programme, price, pictures, video, documents. */
export function CoursePreview({ course: c, media }: { course: OwnCourse; media: CourseMedia | null }) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation("review");
  const { locale } = useLocale();
  const countries = useCountries();
  const category = useCategories().find((x) => x.id === c.category_id);
  const subcategory = category?.subcategories.find((x) => x.id === c.subcategory_id);
  const city = countries.flatMap((x) => x.cities).find((x) => x.id === c.city_id)?.name;
  const day = (d: string) =>
    formatDay(d, locale, { weekday: "short", day: "numeric", month: "long", year: "numeric" });
  const instant = (iso: string | null) =>
    iso ? formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" }) : null;
  const terms: [string, string | null][] = [
    [tr("preview.price"), formatMoney(c.price, locale)],
    [
      tr("preview.earlyBird"),
      c.early_bird_price !== null
        ? `${formatMoney(c.early_bird_price, locale)}${c.early_bird_until ? ` · ${t("course.earlyBirdUntil", { date: formatDay(c.early_bird_until, locale) })}` : ""}`
        : null,
    ],
    [tr("preview.capacity"), String(c.capacity)],
    [t("course.groupSize"), c.group_size === null ? null : String(c.group_size)],
    [t("course.frequency"), t(`frequency.${c.frequency}`, { defaultValue: c.frequency })],
    [t("course.lastSellDate"), instant(c.last_sell_date)],
    [t("course.paymentDeadline"), instant(c.payment_deadline)],
    [t("course.cancellationDeadline"), instant(c.cancellation_deadline)],
    [t("course.city"), city ?? null],
    [t("course.address"), c.address],
    [tr("preview.meetingUrl"), c.meeting_url],
    [tr("preview.approval"), c.requires_booking_approval ? tr("preview.yes") : tr("preview.no")],
  ];
  return (
    <div className="space-y-6">
      <article className={`${card} overflow-hidden p-0`}>
        {media?.cover ? (
          <img
            src={media.cover.url}
            alt={tr("preview.cover")}
            width={1150}
            height={300}
            className="aspect-[1150/300] w-full object-cover"
          />
        ) : (
          <p className="bg-stone-100 px-5 py-6 text-sm text-stone-600">{tr("preview.noCover")}</p>
        )}
        <div className="flex flex-col gap-4 p-5 sm:flex-row">
          {media?.thumbnail && (
            <img
              src={media.thumbnail.url}
              alt={tr("preview.thumbnail")}
              width={150}
              height={120}
              className="h-[120px] w-[150px] shrink-0 rounded-lg object-cover"
            />
          )}
          <div className="min-w-0">
            <p className="text-sm text-stone-600">
              {[category?.name, subcategory?.name].filter(Boolean).join(" › ") || tr("preview.noCategory")} ·{" "}
              {t(`language.${c.language}`, { defaultValue: c.language })}
            </p>
            <h3 className="break-words text-2xl font-extrabold text-dark">{c.title}</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t("course.types")}>
              {[
                ...c.types.map((x) => t(`courseType.${x}`)),
                ...c.audience.map((x) => t(`audience.${x}`)),
              ].map((label) => (
                <li
                  key={label}
                  className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-primary"
                >
                  {label}
                </li>
              ))}
            </ul>
            {c.description && <p className="mt-3 whitespace-pre-line text-stone-800">{c.description}</p>}
          </div>
        </div>
      </article>

      {[
        ["overview", t("course.overview"), c.overview],
        ["audience", t("course.audience"), c.audience_text],
      ].map(([id, title, text]) =>
        text ? (
          <section key={id} aria-labelledby={`p-${id}`} className={card}>
            <h4 id={`p-${id}`} className="font-bold text-dark">
              {title}
            </h4>
            <p className="mt-2 whitespace-pre-line break-words text-stone-800">{text}</p>
          </section>
        ) : null,
      )}
      {c.outcomes.length > 0 && (
        <section aria-labelledby="p-outcomes" className={card}>
          <h4 id="p-outcomes" className="font-bold text-dark">
            {t("course.outcomes")}
          </h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
            {c.outcomes.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="p-modules" className={card}>
        <h4 id="p-modules" className="font-bold text-dark">
          {t("course.modules")}
        </h4>
        {c.modules.length === 0 && c.slots.length === 0 && (
          <p className="mt-2 text-stone-600">{tr("preview.noProgramme")}</p>
        )}
        <ol className="mt-2 space-y-4">
          {c.modules.map((m, i) => (
            <li key={m.id}>
              <p className="font-semibold text-dark">{moduleTitle(t, m.title, i + 1)}</p>
              {m.description && <p className="whitespace-pre-line text-sm text-stone-700">{m.description}</p>}
              <ul className="mt-1 space-y-1 text-sm">
                {m.sessions.map((s) => (
                  <li key={s.id} className="rounded-lg bg-stone-50 px-3 py-2">
                    <span className="font-semibold">{s.title}</span> · {day(s.date)}, {s.start_hour}–
                    {s.end_hour}
                    {s.description && <span className="block text-stone-600">{s.description}</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {c.slots.length > 0 && (
          <>
            <h5 className="mt-4 font-semibold text-dark">{t("course.availableDates")}</h5>
            <ul className="mt-1 space-y-1 text-sm">
              {c.slots.map((s) => (
                <li key={s.id}>
                  {day(s.date)}, {s.start_hour}–{s.end_hour} · {tr("preview.places", { count: s.capacity })}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-3 text-xs text-stone-500">{tr("preview.sofiaTime")}</p>
      </section>

      <section aria-labelledby="p-terms" className={card}>
        <h4 id="p-terms" className="font-bold text-dark">
          {t("course.bookingDetails")}
        </h4>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
          {terms
            .filter(([, value]) => value)
            .map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-sm font-semibold text-stone-600">{name}</dt>
                <dd className="break-words text-stone-900">{value}</dd>
              </div>
            ))}
        </dl>
      </section>

      <section aria-labelledby="p-media" className={card}>
        <h4 id="p-media" className="font-bold text-dark">
          {tr("preview.media")}
        </h4>
        {!media ? (
          <p className="mt-2 text-stone-600">{tr("preview.mediaUnavailable")}</p>
        ) : (
          <div className="mt-2 space-y-3">
            {media.video_url ? (
              <p className="break-all">
                {tr("preview.video")}:{" "}
                <a href={media.video_url} target="_blank" rel="noreferrer" className="text-primary underline">
                  {media.video_url}
                </a>
              </p>
            ) : media.video ? (
              // biome-ignore lint/a11y/useMediaCaption: the provider's upload, previewed before approval
              <video
                controls
                preload="metadata"
                src={media.video.url}
                aria-label={tr("preview.video")}
                className="aspect-video w-full max-w-xl rounded-lg bg-black"
              />
            ) : (
              <p className="text-stone-600">{tr("preview.noVideo")}</p>
            )}
            {media.held_video && <p className="text-sm text-stone-600">{tr("preview.heldVideo")}</p>}
            {media.documents.length === 0 ? (
              <p className="text-stone-600">{tr("preview.noDocuments")}</p>
            ) : (
              <ul className="space-y-2">
                {media.documents.map((d) => (
                  <li key={d.id} className="rounded-lg bg-stone-50 px-3 py-2 text-sm">
                    <a
                      href={d.url}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-primary underline"
                    >
                      {d.label}
                    </a>{" "}
                    · {d.file_name} · {bytes(d.size, localeInfo[locale].iso)}
                    {d.held && <span className="ml-1 text-amber-900">({tr("preview.held")})</span>}
                    {d.description && <span className="block text-stone-600">{d.description}</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
