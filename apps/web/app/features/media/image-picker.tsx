import {
  type CourseImage,
  type CourseImageKind,
  courseImageSizes,
  courseUploadLimits,
} from "@kursove/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";
import { uploadWithProgress } from "./browser-api";
import { ProgressBar } from "./progress-bar";

const imageTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"];

type Chosen = { file: File; src: string; width: number; height: number };

function readSize(src: string) {
  return new Promise<{ width: number; height: number }>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = reject;
    img.src = src;
  });
}

/**
 * The cover or thumbnail: choose, crop at the exact ratio (never below the stored size), upload with
 * progress; the API cuts the chosen box out of the original and re-encodes it.
 */
export function ImagePicker({
  courseId,
  kind,
  current,
  onSaved,
}: {
  courseId: string;
  kind: CourseImageKind;
  current: CourseImage | null;
  onSaved: (image: CourseImage) => void;
}) {
  const { t } = useTranslation("media");
  const { locale } = useLocale();
  const message = useFieldMessage();
  const size = courseImageSizes[kind];
  const inputId = `${kind}-file`;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const onComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosen) dialog.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [chosen]);

  const close = () => {
    if (chosen) URL.revokeObjectURL(chosen.src);
    setChosen(null);
    if (input.current) input.current.value = "";
    input.current?.focus();
  };

  const choose = async (file: File | undefined) => {
    setErrors([]);
    if (!file) return;
    // Refused at once, before anything is sent
    if (!imageTypes.includes(file.type)) return setErrors(["image_type"]);
    if (file.size >= courseUploadLimits.imageBytes) return setErrors(["field.image_too_large"]);
    const src = URL.createObjectURL(file);
    const natural = await readSize(src).catch(() => null);
    if (!natural) {
      URL.revokeObjectURL(src);
      return setErrors(["image_type"]);
    }
    const ratio = size.width / size.height;
    if (Math.min(natural.width, natural.height * ratio) < size.width) {
      URL.revokeObjectURL(src);
      return setErrors([`field.${kind}_too_small`]);
    }
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setChosen({ file, src, ...natural });
  };

  const upload = async () => {
    if (!chosen || !area) return;
    const form = new FormData();
    const x = Math.max(0, Math.round(area.x));
    const y = Math.max(0, Math.round(area.y));
    form.set("x", String(x));
    form.set("y", String(y));
    form.set("width", String(Math.min(chosen.width - x, Math.round(area.width))));
    form.set("height", String(Math.min(chosen.height - y, Math.round(area.height))));
    form.set("image", chosen.file, chosen.file.name);
    close();
    setProgress(0);
    const { promise } = uploadWithProgress<CourseImage>(`/provider/courses/${courseId}/${kind}`, form, {
      locale,
      onProgress: setProgress,
    });
    const result = await promise;
    setProgress(null);
    if (result.ok) {
      onSaved(result.data);
      toast.success(t(`${kind}.saved`));
    } else {
      const fieldErrors = Object.values(result.errors).flat();
      setErrors(fieldErrors.length ? fieldErrors : [result.message || "unexpected"]);
    }
  };

  // a modal dialog: Escape closes it and Tab cycles through its own controls
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") return close();
    if (event.key !== "Tab") return;
    const items = [
      ...event.currentTarget.querySelectorAll<HTMLElement>("button:not(:disabled), input, [tabindex='0']"),
    ];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // at zoom 1 the crop box spans the image's full width or height; zooming in may not go below the stored size
  const fitted = chosen ? Math.min(chosen.width, chosen.height * (size.width / size.height)) : size.width;
  const maxZoom = Math.max(1, fitted / size.width);

  return (
    <section
      aria-labelledby={`${kind}-heading`}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id={`${kind}-heading`} className="font-bold text-dark">
        {t(`${kind}.title`)}
      </h3>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-stone-600">
        {t(`${kind}.hint`, { width: size.width, height: size.height })}
      </p>
      <div
        className="mt-3 overflow-hidden rounded-lg border border-dashed border-stone-300 bg-stone-50"
        style={{ aspectRatio: `${size.width} / ${size.height}`, maxWidth: size.width }}
      >
        {current ? (
          <img
            src={current.url}
            alt={t(`${kind}.current`)}
            width={current.width}
            height={current.height}
            className="h-full w-full object-cover"
          />
        ) : (
          <p className="flex h-full items-center justify-center p-2 text-center text-sm text-stone-500">
            {t(`${kind}.none`)}
          </p>
        )}
      </div>
      <div className="mt-3">
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-stone-700">
          {current ? t(`${kind}.replace`) : t(`${kind}.choose`)}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={imageTypes.join(",")}
          disabled={progress !== null}
          aria-describedby={`${inputId}-hint${errors.length ? ` ${inputId}-error` : ""}`}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(e) => void choose(e.currentTarget.files?.[0])}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-semibold file:text-primary"
        />
      </div>
      {progress !== null && (
        <div className="mt-3">
          <ProgressBar fraction={progress} label={t(`${kind}.uploading`)} />
        </div>
      )}
      {errors.length > 0 && (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {errors.map(message).join(" ")}
        </p>
      )}
      {chosen && (
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${kind}-crop-title`}
          onKeyDown={keepFocusInside}
          className="fixed inset-0 z-[80] flex items-center justify-center bg-black/70 p-3"
        >
          <div className="w-full max-w-3xl rounded-2xl bg-white p-4 sm:p-5">
            <h4 id={`${kind}-crop-title`} className="font-bold text-dark">
              {t(`${kind}.cropTitle`)}
            </h4>
            <p className="mt-1 text-sm text-stone-600">{t("crop.help")}</p>
            <div className="relative mt-3 h-64 overflow-hidden rounded-lg bg-stone-900 sm:h-96">
              <Cropper
                image={chosen.src}
                crop={crop}
                zoom={zoom}
                maxZoom={maxZoom}
                aspect={size.width / size.height}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onComplete}
              />
            </div>
            <label className="mt-3 flex items-center gap-3 text-sm text-stone-700">
              {t("crop.zoom")}
              <input
                type="range"
                min={1}
                max={maxZoom}
                step={0.01}
                value={zoom}
                disabled={maxZoom <= 1}
                onChange={(e) => setZoom(Number(e.target.value))}
                className="flex-1"
              />
            </label>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={close}
                className="h-11 rounded-lg border border-stone-300 px-4 font-semibold"
              >
                {t("cancel")}
              </button>
              <button
                type="button"
                data-autofocus
                onClick={() => void upload()}
                disabled={!area}
                className={buttonVariants({ variant: "primary", className: "text-base" })}
              >
                {t("crop.upload")}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
