import { photoImageTypes } from "@kursove/contracts/constants";
import { useCallback, useRef, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../../ui/button";
import { photoFileError } from "./photo-file";

/** Cuts the chosen square out of an image in the browser and returns it as a JPEG file. */
async function cropToFile(src: string, area: Area, name: string): Promise<File> {
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = src;
  });
  const canvas = document.createElement("canvas");
  const size = Math.min(800, Math.round(area.width));
  canvas.width = size;
  canvas.height = size;
  canvas.getContext("2d")!.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.9));
  return new File([blob], `${name.replace(/\.\w+$/, "")}.jpg`, { type: "image/jpeg" });
}

const canDecode = (src: string) =>
  new Promise<boolean>((resolve) => {
    const img = new Image();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = src;
  });

/**
 * The instructor's photo: a file input (it alone works without JavaScript; the server then crops the
 * middle), and with JavaScript a square crop before upload (INSTRUCTOR-FIELDS: a cropped upload).
 */
export function PhotoCropper({ required, label, hint }: { required: boolean; label: string; hint: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const choose = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    const refusal = photoFileError(file);
    const src = refusal ? null : URL.createObjectURL(file);
    // a file named .jpg that is not one: the browser cannot draw it, so there is nothing to crop
    const isReadable = src && (await canDecode(src));
    if (!src || !isReadable) {
      if (src) URL.revokeObjectURL(src);
      if (input.current) input.current.value = "";
      return setError(refusal ?? "image_type");
    }
    setSource(src);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  };
  const apply = async () => {
    if (!source || !area || !input.current) return;
    const original = input.current.files?.[0];
    const file = await cropToFile(source, area, original?.name ?? "photo.jpg");
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.current.files = transfer.files;
    setPreview(URL.createObjectURL(file));
    setSource(null);
  };

  return (
    <div>
      <label htmlFor="instructor-image" className="mb-1 block text-sm font-semibold text-stone-700">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      <div className="flex items-center gap-4">
        {preview && (
          <img
            src={preview}
            alt={t("dashboard.croppedPreview")}
            width={72}
            height={72}
            className="h-18 w-18 rounded-full"
          />
        )}
        <input
          ref={input}
          id="instructor-image"
          name="image"
          type="file"
          accept={photoImageTypes.join(",")}
          required={required}
          aria-describedby={error ? "instructor-image-hint instructor-image-error" : "instructor-image-hint"}
          aria-invalid={error ? true : undefined}
          onChange={(e) => choose(e.currentTarget.files?.[0])}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-semibold file:text-primary"
        />
      </div>
      <p id="instructor-image-hint" className="mt-1 text-xs text-stone-500">
        {hint}
      </p>
      {error && (
        <p id="instructor-image-error" role="alert" className="mt-1 text-sm text-red-700">
          {t(error, { ns: "errors" })}
        </p>
      )}
      {source && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={t("dashboard.cropTitle")}
          className="fixed inset-0 z-[80] flex items-center justify-center bg-black/70 p-4"
        >
          <div className="w-full max-w-lg rounded-2xl bg-white p-5">
            <h3 className="font-bold text-dark">{t("dashboard.cropTitle")}</h3>
            <div className="relative mt-3 h-72 overflow-hidden rounded-lg bg-stone-900">
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={onComplete}
              />
            </div>
            <label className="mt-3 flex items-center gap-3 text-sm text-stone-700">
              {t("dashboard.zoom")}
              <input
                type="range"
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={(e) => setZoom(Number(e.target.value))}
                className="flex-1"
              />
            </label>
            <div className="mt-4 flex justify-end gap-2">
              <button
                type="button"
                onClick={() => setSource(null)}
                className="h-10 rounded-lg border border-stone-300 px-4 text-sm font-semibold"
              >
                {t("dashboard.cancel")}
              </button>
              <button
                type="button"
                onClick={apply}
                className={buttonVariants({ variant: "primary", size: "sm", className: "px-4" })}
              >
                {t("dashboard.useCrop")}
              </button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
