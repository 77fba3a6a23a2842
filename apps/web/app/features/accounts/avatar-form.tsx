import { photoImageTypes } from "@kursove/contracts/constants";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";

/** The user's avatar and the form to upload another; `error` is the refusal of the last upload. */
export function AvatarForm({
  avatar,
  error,
  busy,
}: {
  avatar: string | null;
  error: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  return (
    <section aria-labelledby="avatar-heading">
      <h2 id="avatar-heading" className="text-lg font-bold text-dark">
        {t("profile.avatarTitle")}
      </h2>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        {avatar && <img src={avatar} alt="" width={72} height={72} className="h-18 w-18 rounded-full" />}
        <div className="flex-1">
          <label htmlFor="avatar" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("profile.uploadAvatar")}
          </label>
          <input
            id="avatar"
            name="avatar"
            type="file"
            accept={photoImageTypes.join(",")}
            required
            aria-describedby="avatar-hint"
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-4 file:py-2 file:font-semibold file:text-primary"
          />
          <p id="avatar-hint" className="mt-1 text-xs text-stone-500">
            {t("profile.avatarHint")}
          </p>
          {error && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {message(error)}
            </p>
          )}
        </div>
        <Button
          type="submit"
          name="intent"
          value="avatar"
          disabled={busy}
          variant="secondary"
          className="h-11"
        >
          {t("profile.uploadAvatar")}
        </Button>
      </Form>
    </section>
  );
}
