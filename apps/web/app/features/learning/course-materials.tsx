import type { CourseContent } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../../ui/button";

/** Shows a size in kB or MB, as file managers do. */
function formatSize(bytes: number, locale: string) {
  const number = (v: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v);
  if (bytes < 1024 * 1024) return `${number(Math.max(1, bytes / 1024))} kB`;
  return `${number(bytes / 1024 / 1024)} MB`;
}

/** The course's attached documents as checked download links. */
export function CourseDocuments({ documents }: { documents: CourseContent["documents"] }) {
  const { t, i18n } = useTranslation("learning");
  return (
    <section aria-labelledby="documents-title" className="space-y-3">
      <h2 id="documents-title" className="text-lg font-bold text-dark">
        {t("content.documents")}
      </h2>
      {documents.length === 0 ? (
        <p className="text-sm text-stone-700">{t("content.noDocuments")}</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{d.label || d.file_name}</p>
                {d.description && <p className="text-sm text-stone-700">{d.description}</p>}
                <p className="break-all text-xs text-stone-600">
                  {d.file_name} · {formatSize(d.size, i18n.language)}
                </p>
              </div>
              <a
                href={d.url}
                download={d.file_name}
                aria-label={t("content.downloadDocument", { name: d.label || d.file_name })}
                className={buttonVariants({ variant: "secondary", className: "shrink-0" })}
              >
                {t("content.download")}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The course video: an uploaded file streamed from the API, or an embedded YouTube or Vimeo player. */
export function CourseVideo({ video, title }: { video: NonNullable<CourseContent["video"]>; title: string }) {
  const { t } = useTranslation("learning");
  const label = t("content.videoTitle", { course: title });
  return (
    <section aria-labelledby="video-title" className="space-y-3">
      <h2 id="video-title" className="text-lg font-bold text-dark">
        {t("content.video")}
      </h2>
      <div className="overflow-hidden rounded-2xl bg-black shadow-sm">
        {video.kind === "upload" ? (
          // biome-ignore lint/a11y/useMediaCaption: providers upload videos without caption tracks
          <video controls preload="metadata" src={video.url} title={label} className="aspect-video w-full">
            {t("content.noVideoSupport")} <a href={video.url}>{t("content.downloadVideo")}</a>
          </video>
        ) : (
          <iframe
            src={video.url}
            title={label}
            className="aspect-video w-full"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    </section>
  );
}
