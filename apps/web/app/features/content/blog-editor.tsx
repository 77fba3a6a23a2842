import { type AdminBlogPost, blogCoverSize, blogLimits, blogLocales } from "@kursove/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { FormAnswer } from "../../lib/form-answer";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { controlClass, Field, InputField } from "../../ui/field";
import { RichTextEditor } from "./rich-text-editor";

export type EditorForm = "save" | "cover" | "remove-cover" | "delete";
export type EditorAnswer = FormAnswer<EditorForm>;

/** Whether a form of the page is being sent (for its buttons' pending state). */
function useSending(form: EditorForm, status?: string) {
  const navigation = useNavigation();
  const data = navigation.formData;
  return (
    navigation.state === "submitting" &&
    data?.get("intent") === form &&
    (status === undefined || data.get("status") === status)
  );
}

/**
 * The article's texts: title, address, language, summary with a counter and the rich-text body; saved
 * as a draft or published (or kept published, or taken down). Works without JavaScript, where the body
 * is a plain HTML field.
 */
export function PostForm({
  post,
  answer,
}: {
  post: AdminBlogPost | null;
  /** the page's last answer: a refused save brings its messages per field and the values sent */
  answer: EditorAnswer | undefined;
}) {
  const { t } = useTranslation("blog");
  const { locale } = useLocale();
  const refused = answer?.form === "save" && !answer.ok ? answer : undefined;
  const errors = refused?.errors ?? {};
  const values = refused?.values;
  const value = (key: keyof AdminBlogPost & string) => values?.[key] ?? String(post?.[key] ?? "");
  const [excerptLength, setExcerptLength] = useState(value("excerpt").length);
  const counterId = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const savingDraft = useSending("save", "draft");
  const savingPublished = useSending("save", "published");
  const published = post?.status === "published";
  return (
    <Form method="post" noValidate className="space-y-5">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="previous_status" value={post?.status ?? ""} />
      <InputField
        label={t("admin.editor.title")}
        name="title"
        required
        maxLength={blogLimits.title.max}
        defaultValue={value("title")}
        errors={errors.title}
      />
      <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
        <InputField
          label={t("admin.editor.slug")}
          name="slug"
          hint={t("admin.editor.slugHint")}
          maxLength={blogLimits.slug}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={value("slug")}
          errors={errors.slug}
        />
        <Field label={t("admin.editor.locale")} required errors={errors.locale}>
          {({ id, "aria-describedby": describedBy, "aria-invalid": invalid }) => (
            <select
              id={id}
              name="locale"
              defaultValue={value("locale") || locale}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={controlClass(Boolean(invalid), "h-11")}
            >
              {blogLocales.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t("admin.editor.excerpt")} hint={t("admin.editor.excerptHint")} errors={errors.excerpt}>
        {({ id, "aria-describedby": describedBy, "aria-invalid": invalid }) => (
          <>
            <textarea
              id={id}
              name="excerpt"
              rows={3}
              maxLength={blogLimits.excerpt}
              defaultValue={value("excerpt")}
              onChange={(event) => setExcerptLength(event.target.value.length)}
              aria-describedby={[describedBy, counterId].filter(Boolean).join(" ")}
              aria-invalid={invalid || undefined}
              className={controlClass(Boolean(invalid), "p-3")}
            />
            <p id={counterId} className="mt-1 text-right text-xs text-stone-600">
              {t("admin.editor.excerptCount", { count: excerptLength, max: blogLimits.excerpt })}
            </p>
          </>
        )}
      </Field>
      <RichTextEditor
        name="body_html"
        initialHtml={value("body_html")}
        label={t("admin.editor.body")}
        hint={t("admin.editor.bodyHint")}
        errors={errors.body_html}
      />
      <div className="flex flex-wrap gap-2 border-t border-stone-200 pt-5">
        {(published
          ? ([
              ["published", "saveChanges"],
              ["draft", "unpublish"],
            ] as const)
          : ([
              ["draft", "saveDraft"],
              ["published", "publish"],
            ] as const)
        ).map(([status, label]) => {
          const saving = status === "published" ? savingPublished : savingDraft;
          return (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              disabled={busy}
              aria-busy={saving}
              className={buttonVariants({ variant: status === "published" ? "primary" : "secondary" })}
            >
              {saving ? t("admin.editor.saving") : t(`admin.editor.${label}`)}
            </button>
          );
        })}
      </div>
    </Form>
  );
}

/** The cover: a preview of the stored one, an upload form and removal; only once the article is saved. */
export function CoverPanel({
  post,
  answer,
}: {
  post: AdminBlogPost | null;
  answer: EditorAnswer | undefined;
}) {
  const { t } = useTranslation("blog");
  const id = useId();
  const uploading = useSending("cover");
  const removing = useSending("remove-cover");
  const refused = answer?.form === "cover" && !answer.ok ? answer : undefined;
  const error = refused ? (refused.errors.image?.join(" ") ?? refused.message) : undefined;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-dark">
        {t("admin.editor.cover.title")}
      </h3>
      {!post ? (
        <p className="mt-2 text-sm text-stone-600">{t("admin.editor.cover.saveFirst")}</p>
      ) : (
        <div className="mt-3 grid gap-5 md:grid-cols-[minmax(0,20rem)_1fr]">
          <div>
            {post.cover ? (
              <img
                src={post.cover.url}
                width={post.cover.width}
                height={post.cover.height}
                alt={t("admin.editor.cover.preview")}
                className="aspect-[1200/630] w-full rounded-lg border border-stone-200 object-cover"
              />
            ) : (
              <div className="flex aspect-[1200/630] w-full items-center justify-center rounded-lg border border-dashed border-stone-300 bg-stone-50 p-4 text-center text-sm text-stone-600">
                {t("admin.editor.cover.none")}
              </div>
            )}
          </div>
          <div className="space-y-3">
            <Form method="post" encType="multipart/form-data" className="space-y-3">
              <input type="hidden" name="intent" value="cover" />
              <div>
                <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-semibold text-stone-700">
                  {t("admin.editor.cover.choose")}
                </label>
                <input
                  id={`${id}-file`}
                  name="image"
                  type="file"
                  required
                  accept="image/jpeg,image/png,image/webp,image/avif"
                  aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
                  aria-invalid={error ? true : undefined}
                  className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-semibold file:text-primary"
                />
                <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
                  {t("admin.editor.cover.hint", blogCoverSize)}
                </p>
                {error && (
                  <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
                    {error}
                  </p>
                )}
              </div>
              <button
                type="submit"
                disabled={uploading}
                aria-busy={uploading}
                className={buttonVariants({ variant: "secondary" })}
              >
                {uploading ? t("admin.editor.cover.uploading") : t("admin.editor.cover.upload")}
              </button>
            </Form>
            {post.cover && (
              <Form method="post">
                <input type="hidden" name="intent" value="remove-cover" />
                <button
                  type="submit"
                  disabled={removing}
                  aria-busy={removing}
                  className={buttonVariants({ variant: "dangerOutline" })}
                >
                  {t("admin.editor.cover.remove")}
                </button>
              </Form>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
