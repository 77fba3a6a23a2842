import { type CourseMedia, courseUploadLimits } from "@kursove/contracts";
import { localeInfo } from "@kursove/i18n/locale";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";
import { callBrowserApi, formatBytes, uploadWithProgress } from "./browser-api";
import { ProgressBar } from "./progress-bar";

const videoTypes = ["video/mp4", "video/webm", "video/quicktime"];

/** The course's video: an https address, or an upload that is held until the provider saves it. */
export function VideoPanel({
  courseId,
  media,
  onChanged,
  onUploading,
}: {
  courseId: string;
  media: Pick<CourseMedia, "video_url" | "video" | "held_video">;
  onChanged: () => void;
  onUploading: (uploading: boolean) => void;
}) {
  const { t } = useTranslation("media");
  const { locale } = useLocale();
  const message = useFieldMessage();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ url?: string[]; file?: string[] }>({});
  const [busy, setBusy] = useState(false);
  const abort = useRef<(() => void) | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const base = `/provider/courses/${courseId}/video`;
  const size = (bytes: number) => formatBytes(bytes, localeInfo[locale].iso);

  const call = async (path: string, method: string, done: string, body?: unknown) => {
    setBusy(true);
    const result = await callBrowserApi(path, { method, locale, body });
    setBusy(false);
    if (result.ok) {
      toast.success(t(done));
      setErrors({});
      onChanged();
    } else if (result.errors.video_url) setErrors({ url: result.errors.video_url });
    else toast.error(result.message || t("failed"));
    return result.ok;
  };

  const saveUrl = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const url = String(new FormData(form).get("video_url") ?? "").trim();
    if (!url.startsWith("https://")) return setErrors({ url: ["field.invalid_video_url"] });
    if (await call(base, "PUT", "video.urlSaved", { video_url: url })) form.reset();
  };

  const upload = async (file: File | undefined) => {
    setErrors({});
    if (!file) return;
    if (file.type && !videoTypes.includes(file.type)) return setErrors({ file: ["field.video_type"] });
    if (file.size > courseUploadLimits.videoBytes) return setErrors({ file: ["field.video_too_large"] });
    const form = new FormData();
    form.set("video", file, file.name);
    setProgress(0);
    onUploading(true);
    const request = uploadWithProgress(base, form, { locale, onProgress: setProgress });
    abort.current = request.abort;
    const result = await request.promise;
    abort.current = null;
    setProgress(null);
    onUploading(false);
    if (fileInput.current) fileInput.current.value = "";
    if (result.ok) {
      toast.info(t("video.uploaded"));
      onChanged();
    } else if (result.aborted) toast.info(t("video.uploadCanceled"));
    else {
      const fieldErrors = Object.values(result.errors).flat();
      setErrors({ file: fieldErrors.length ? fieldErrors : [result.message || "unexpected"] });
    }
  };

  const attached = media.video_url || media.video;
  return (
    <section
      aria-labelledby="video-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id="video-heading" className="font-bold text-dark">
        {t("video.title")}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t("video.hint")}</p>

      {media.held_video && (
        <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-semibold text-amber-950">{t("video.held")}</p>
          <p className="text-sm text-amber-950">
            {t("video.heldHint", { size: size(media.held_video.size) })}
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: the provider's own upload, shown to check it before saving */}
          <video
            controls
            preload="metadata"
            src={`/api/v1${base}?held=1`}
            aria-label={t("video.heldPreview")}
            className="mt-3 aspect-video w-full max-w-xl rounded-lg bg-black"
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void call(`${base}/attach`, "POST", "video.attached")}
              className={buttonVariants({ variant: "primary", className: "text-base" })}
            >
              {t("video.attach")}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => void call(`${base}/held`, "DELETE", "video.discarded")}
              className={buttonVariants({ variant: "secondary", className: "text-base" })}
            >
              {t("video.discard")}
            </button>
          </div>
        </div>
      )}

      <div className="mt-4">
        <h4 className="text-sm font-semibold text-stone-700">{t("video.current")}</h4>
        {!attached ? (
          <p className="mt-1 text-sm text-stone-600">{t("video.none")}</p>
        ) : (
          <div className="mt-2 space-y-2">
            {media.video_url ? (
              <p className="break-all text-sm">
                <a href={media.video_url} target="_blank" rel="noreferrer" className="text-primary underline">
                  {media.video_url}
                </a>
              </p>
            ) : (
              media.video && (
                <>
                  {/* biome-ignore lint/a11y/useMediaCaption: the provider's own upload, shown to check it */}
                  <video
                    controls
                    preload="metadata"
                    src={`/api/v1${base}`}
                    aria-label={t("video.currentPreview")}
                    className="aspect-video w-full max-w-xl rounded-lg bg-black"
                  />
                  <p className="text-sm text-stone-600">{size(media.video.size)}</p>
                </>
              )
            )}
            <button
              type="button"
              disabled={busy}
              onClick={() => void call(base, "DELETE", "video.removed")}
              className={buttonVariants({ variant: "dangerOutline", className: "text-base" })}
            >
              {t("video.remove")}
            </button>
          </div>
        )}
      </div>

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <form onSubmit={(e) => void saveUrl(e)} noValidate className="space-y-2">
          <label htmlFor="video-url" className="block text-sm font-semibold text-stone-700">
            {t("video.url")}
          </label>
          <input
            id="video-url"
            name="video_url"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            maxLength={500}
            aria-invalid={!!errors.url || undefined}
            aria-describedby={errors.url ? "video-url-error" : undefined}
            className={`h-11 w-full rounded-lg border bg-white px-3 ${errors.url ? "border-red-600" : "border-stone-300"}`}
          />
          {errors.url && (
            <p id="video-url-error" className="text-sm text-red-700">
              {errors.url.map(message).join(" ")}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className={buttonVariants({ variant: "secondary", className: "text-base" })}
          >
            {t("video.saveUrl")}
          </button>
        </form>
        <div className="space-y-2">
          <label htmlFor="video-file" className="block text-sm font-semibold text-stone-700">
            {t("video.file")}
          </label>
          <input
            ref={fileInput}
            id="video-file"
            type="file"
            accept={videoTypes.join(",")}
            disabled={progress !== null}
            aria-describedby={`video-file-hint${errors.file ? " video-file-error" : ""}`}
            aria-invalid={!!errors.file || undefined}
            onChange={(e) => void upload(e.currentTarget.files?.[0])}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-semibold file:text-primary"
          />
          <p id="video-file-hint" className="text-xs text-stone-500">
            {t("video.fileHint")}
          </p>
          {errors.file && (
            <p id="video-file-error" role="alert" className="text-sm text-red-700">
              {errors.file.map(message).join(" ")}
            </p>
          )}
          {progress !== null && (
            <div className="space-y-2">
              <ProgressBar fraction={progress} label={t("video.uploading")} />
              <button
                type="button"
                onClick={() => abort.current?.()}
                className={buttonVariants({ variant: "secondary", size: "sm", className: "h-9" })}
              >
                {t("video.cancelUpload")}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
