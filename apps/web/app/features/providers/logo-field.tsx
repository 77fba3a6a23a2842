import { photoImageTypes } from "@kursove/contracts/constants";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFieldMessage } from "../../ui/field";

export const logoMaxBytes = 2 * 1024 * 1024;
const accepted = photoImageTypes.join(",");

/** A logo upload with a preview of the chosen picture; files of 2 MB or more are refused at once. */
export function LogoField({
  name = "logo",
  current,
  errors,
  required,
  onPreview,
}: {
  name?: string;
  current: string | null;
  errors?: string[] | undefined;
  required?: boolean;
  onPreview?: (url: string | null) => void;
}) {
  const { t } = useTranslation("provider");
  const message = useFieldMessage();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [tooBig, setTooBig] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? current;
  const problems = tooBig ? [message("field.image_too_large")] : (errors ?? []).map(message);
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-semibold text-stone-700">
        {t("fields.logo")}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-28 w-28 shrink-0 items-center justify-center overflow-hidden rounded-2xl border border-dashed border-stone-300 bg-stone-50">
          {shown ? (
            <img src={shown} alt={t("fields.logoPreview")} className="h-full w-full object-contain" />
          ) : (
            <span className="px-2 text-center text-xs text-stone-500">{t("fields.noLogo")}</span>
          )}
        </div>
        <div className="min-w-0">
          <label htmlFor={id} className="sr-only">
            {t("fields.logo")}
          </label>
          <input
            id={id}
            name={name}
            type="file"
            accept={accepted}
            aria-describedby={`${id}-hint${problems.length ? ` ${id}-error` : ""}`}
            aria-invalid={problems.length > 0 || undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file && file.size >= logoMaxBytes) {
                event.currentTarget.value = "";
                setTooBig(true);
                setPreview(null);
                onPreview?.(null);
                return;
              }
              setTooBig(false);
              const url = file ? URL.createObjectURL(file) : null;
              setPreview(url);
              onPreview?.(url);
            }}
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-semibold file:text-primary hover:file:bg-stone-200"
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
            {t("fields.logoHint")}
          </p>
          {problems.length > 0 && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {problems.join(" ")}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
