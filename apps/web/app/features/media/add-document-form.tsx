import { type CourseDocument, courseDocumentLimits } from "@kursove/contracts";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";
import { uploadWithProgress } from "./browser-api";
import { ProgressBar } from "./progress-bar";

// what the API accepts; it checks the content again
const documentTypes =
  ".pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp,.epub,.zip,.txt,.csv,.jpg,.jpeg,.png,.webp,.mp3,.mp4";
const box = "h-11 w-full rounded-lg border border-stone-300 bg-white px-3";

/** One new document: title, description and file, checked against the limits before it is sent. */
export function AddDocumentForm({
  courseId,
  documents,
  onUploading,
  onAdded,
}: {
  courseId: string;
  documents: CourseDocument[];
  onUploading: (uploading: boolean) => void;
  onAdded: (document: CourseDocument) => void;
}) {
  const { t } = useTranslation("media");
  const { locale } = useLocale();
  const message = useFieldMessage();
  const [progress, setProgress] = useState<number | null>(null);
  const [addErrors, setAddErrors] = useState<Record<string, string[]>>({});
  const addForm = useRef<HTMLFormElement>(null);
  const totalBytes = documents.reduce((sum, d) => sum + d.size, 0);
  const path = `/provider/courses/${courseId}/documents`;

  const add = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    const label = String(data.get("label") ?? "").trim();
    const description = String(data.get("description") ?? "").trim();
    const errors: Record<string, string[]> = {};
    if (!label) errors.label = ["field.required"];
    if (!description) errors.description = ["field.required"];
    if (!(file instanceof File) || file.size === 0) errors.file = ["field.required"];
    else if (documents.length >= courseDocumentLimits.documents) errors.file = ["field.documents_too_many"];
    else if (totalBytes + file.size > courseDocumentLimits.documentsBytes)
      errors.file = ["field.documents_too_large"];
    setAddErrors(errors);
    if (Object.keys(errors).length > 0 || !(file instanceof File)) return;
    // the text fields go first: the API reads them before it streams the file
    const body = new FormData();
    body.set("label", label);
    body.set("description", description);
    body.set("file", file, file.name);
    setProgress(0);
    onUploading(true);
    const result = await uploadWithProgress<CourseDocument>(path, body, { locale, onProgress: setProgress })
      .promise;
    setProgress(null);
    onUploading(false);
    if (result.ok) {
      onAdded(result.data);
      addForm.current?.reset();
      toast.info(t("documents.uploaded", { name: result.data.file_name }));
    } else setAddErrors(Object.keys(result.errors).length ? result.errors : { file: [result.message] });
  };

  const err = (id: string, errors: string[] | undefined) =>
    errors ? (
      <p id={id} className="mt-1 text-sm text-red-700">
        {errors.map(message).join(" ")}
      </p>
    ) : null;

  return (
    <form
      ref={addForm}
      onSubmit={(e) => void add(e)}
      noValidate
      className="mt-6 space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <h4 className="font-semibold text-dark">{t("documents.add")}</h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="new-doc-label" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("documents.label")}
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <input
            id="new-doc-label"
            name="label"
            maxLength={120}
            aria-invalid={!!addErrors.label || undefined}
            aria-describedby={addErrors.label ? "new-doc-label-error" : undefined}
            className={box}
          />
          {err("new-doc-label-error", addErrors.label)}
        </div>
        <div>
          <label htmlFor="new-doc-description" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("documents.description")}
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <input
            id="new-doc-description"
            name="description"
            maxLength={500}
            aria-invalid={!!addErrors.description || undefined}
            aria-describedby={addErrors.description ? "new-doc-description-error" : undefined}
            className={box}
          />
          {err("new-doc-description-error", addErrors.description)}
        </div>
      </div>
      <div>
        <label htmlFor="new-doc-file" className="mb-1 block text-sm font-semibold text-stone-700">
          {t("documents.file")}
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        </label>
        <input
          id="new-doc-file"
          name="file"
          type="file"
          accept={documentTypes}
          disabled={progress !== null}
          aria-invalid={!!addErrors.file || undefined}
          aria-describedby={`new-doc-file-hint${addErrors.file ? " new-doc-file-error" : ""}`}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-semibold file:text-primary"
        />
        <p id="new-doc-file-hint" className="mt-1 text-xs text-stone-500">
          {t("documents.fileHint")}
        </p>
        {err("new-doc-file-error", addErrors.file)}
      </div>
      {progress !== null && <ProgressBar fraction={progress} label={t("documents.uploading")} />}
      <button
        type="submit"
        disabled={progress !== null}
        className={buttonVariants({ variant: "secondary", className: "text-base" })}
      >
        {t("documents.upload")}
      </button>
    </form>
  );
}
