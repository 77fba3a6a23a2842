import type { CourseDocument } from "@kursove/contracts";
import { localeInfo } from "@kursove/i18n/locale";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { controlClass, useFieldMessage } from "../../ui/field";
import { AddDocumentForm } from "./add-document-form";
import { callBrowserApi, formatBytes } from "./browser-api";

type Draft = { label: string; description: string };

/**
 * The save's refusal split by place: the messages of each document's label and description (the API
 * names them `documents.{index}.label`), and the others, shown above the save button.
 */
export function splitSaveErrors(errors: Record<string, string[]>, fallback: string) {
  const fields: Record<string, string[]> = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (/^documents\.\d+\.(label|description)$/.test(key)) fields[key] = messages;
    else general.push(...messages);
  }
  // a refusal named only on the documents' fields still gets one line saying what went wrong
  return { fields, general: general.length ? general : [fallback] };
}

/** The course's documents: each uploaded one is held until "Save documents" attaches them all. */
export function DocumentsPanel({
  courseId,
  documents: saved,
  onPending,
}: {
  courseId: string;
  documents: CourseDocument[];
  onPending: (pending: boolean) => void;
}) {
  const { t } = useTranslation("media");
  const { locale } = useLocale();
  const message = useFieldMessage();
  const [documents, setDocuments] = useState(saved);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [uploading, setUploading] = useState(false);
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const list = useRef<HTMLUListElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  // a removal is saved at once and cannot be undone: asked first
  const [removing, setRemoving] = useState<CourseDocument | null>(null);
  useEffect(() => setDocuments(saved), [saved]);

  const draftOf = (d: CourseDocument) => drafts[d.id] ?? { label: d.label, description: d.description };
  const edited = documents.some((d) => {
    const draft = drafts[d.id];
    return draft && (draft.label !== d.label || draft.description !== d.description);
  });
  const pending = uploading || edited || documents.some((d) => d.held);
  useEffect(() => onPending(pending), [pending, onPending]);

  const totalBytes = documents.reduce((sum, d) => sum + d.size, 0);
  const size = (bytes: number) => formatBytes(bytes, localeInfo[locale].iso);
  const path = `/provider/courses/${courseId}/documents`;

  const saveAll = async () => {
    setBusy(true);
    setSaveErrors([]);
    // the API's "documents added" message only when this save attaches held uploads, not for a renaming
    const adding = documents.some((d) => d.held);
    const result = await callBrowserApi<{ documents: CourseDocument[]; message: string }>(path, {
      method: "PUT",
      locale,
      body: { documents: documents.map((d) => ({ id: d.id, ...draftOf(d) })) },
    });
    setBusy(false);
    if (result.ok) {
      setDocuments(result.data.documents);
      setDrafts({});
      setFieldErrors({});
      toast.success(adding ? result.data.message : t("documents.changesSaved"));
      // the button was not disabled while saving, so a keyboard user is still on it
      saveButton.current?.focus();
    } else {
      const split = splitSaveErrors(result.errors, result.message || "unexpected");
      setFieldErrors(split.fields);
      setSaveErrors(split.general);
    }
  };
  // after a refused save, the first field to correct
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0)
      list.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  const remove = async (doc: CourseDocument) => {
    setBusy(true);
    const result = await callBrowserApi<{ documents: CourseDocument[] }>(`${path}/${doc.id}`, {
      method: "DELETE",
      locale,
    });
    setBusy(false);
    if (result.ok) {
      setDocuments(result.data.documents);
      // the messages name documents by their place in the list, which has changed
      setFieldErrors({});
      toast.success(t("documents.removed", { name: doc.file_name }));
    } else toast.error(result.message || t("failed"));
  };

  return (
    <section
      aria-labelledby="documents-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id="documents-heading" className="font-bold text-dark">
        {t("documents.title")}
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        {t("documents.limits")} · {t("documents.used", { count: documents.length, size: size(totalBytes) })}
      </p>
      {documents.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-stone-300 p-5 text-center text-sm text-stone-600">
          {t("documents.empty")}
        </p>
      ) : (
        <ul ref={list} className="mt-4 space-y-3" aria-label={t("documents.listLabel")}>
          {documents.map((d, index) => {
            const draft = draftOf(d);
            const set = (patch: Partial<Draft>) =>
              setDrafts((all) => ({ ...all, [d.id]: { ...draft, ...patch } }));
            return (
              <li key={d.id} className="rounded-xl border border-stone-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="min-w-0 break-all text-sm">
                    <a
                      href={d.url}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-primary underline"
                    >
                      {d.file_name}
                    </a>{" "}
                    <span className="text-stone-600">· {size(d.size)}</span>
                  </p>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${d.held ? "bg-amber-100 text-amber-950" : "bg-green-100 text-green-900"}`}
                  >
                    {t(d.held ? "documents.held" : "documents.saved")}
                  </span>
                </div>
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <div>
                    <label
                      htmlFor={`doc-${index}-label`}
                      className="mb-1 block text-sm font-semibold text-stone-700"
                    >
                      {t("documents.label")}
                    </label>
                    <input
                      id={`doc-${index}-label`}
                      value={draft.label}
                      maxLength={120}
                      required
                      onChange={(e) => set({ label: e.target.value })}
                      aria-invalid={fieldErrors[`documents.${index}.label`] ? true : undefined}
                      aria-describedby={
                        fieldErrors[`documents.${index}.label`] ? `doc-${index}-label-error` : undefined
                      }
                      className={`h-11 ${controlClass(Boolean(fieldErrors[`documents.${index}.label`]))}`}
                    />
                    {fieldErrors[`documents.${index}.label`] && (
                      <p id={`doc-${index}-label-error`} className="mt-1 text-sm text-red-700">
                        {fieldErrors[`documents.${index}.label`]!.map(message).join(" ")}
                      </p>
                    )}
                  </div>
                  <div>
                    <label
                      htmlFor={`doc-${index}-description`}
                      className="mb-1 block text-sm font-semibold text-stone-700"
                    >
                      {t("documents.description")}
                    </label>
                    <input
                      id={`doc-${index}-description`}
                      value={draft.description}
                      maxLength={500}
                      required
                      onChange={(e) => set({ description: e.target.value })}
                      aria-invalid={fieldErrors[`documents.${index}.description`] ? true : undefined}
                      aria-describedby={
                        fieldErrors[`documents.${index}.description`]
                          ? `doc-${index}-description-error`
                          : undefined
                      }
                      className={`h-11 ${controlClass(Boolean(fieldErrors[`documents.${index}.description`]))}`}
                    />
                    {fieldErrors[`documents.${index}.description`] && (
                      <p id={`doc-${index}-description-error`} className="mt-1 text-sm text-red-700">
                        {fieldErrors[`documents.${index}.description`]!.map(message).join(" ")}
                      </p>
                    )}
                  </div>
                </div>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setRemoving(d)}
                  aria-label={t("documents.removeOne", { name: d.file_name })}
                  className="mt-3 text-sm font-semibold text-red-700 hover:underline disabled:opacity-70"
                >
                  {t("documents.remove")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {saveErrors.length > 0 && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {saveErrors.map(message).join(" ")}
        </p>
      )}
      {documents.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            ref={saveButton}
            type="button"
            // aria-disabled, not disabled: a disabled button loses the keyboard focus while saving
            aria-disabled={busy || uploading}
            onClick={() => {
              if (!busy && !uploading) void saveAll();
            }}
            className={buttonVariants({
              variant: "primary",
              className: "text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
            })}
          >
            {t("documents.save")}
          </button>
          {pending && !uploading && <p className="text-sm text-amber-900">{t("documents.unsaved")}</p>}
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={t("documents.removeTitle")}
        cancelLabel={t("cancel")}
        onCancel={() => setRemoving(null)}
        actions={
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              if (removing) void remove(removing);
              setRemoving(null);
            }}
            className={buttonVariants({ variant: "danger" })}
          >
            {t("documents.removeConfirm")}
          </button>
        }
      >
        {t("documents.removeQuestion", { name: removing?.file_name ?? "" })}
      </ConfirmDialog>
      <AddDocumentForm
        courseId={courseId}
        documents={documents}
        onUploading={setUploading}
        onAdded={(doc) => setDocuments((list) => [...list, doc])}
      />
    </section>
  );
}
