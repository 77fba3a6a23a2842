import { useTranslation } from "react-i18next";
import { Form, redirect, useNavigation } from "react-router";
import { type EditorCourse, formValues, generalFromForm } from "../../features/authoring/course-form";
import { sectionClass } from "../../features/authoring/fields";
import { GeneralFields } from "../../features/authoring/general-fields";
import { callApi } from "../../lib/api.server";
import { useCategories } from "../../lib/categories";
import { loadCategoriesAndCountries } from "../../lib/categories.server";
import { useCountries } from "../../lib/countries";
import { guard } from "../../lib/guards.server";
import { localeOfPath, localizePath } from "../../lib/locale";
import { buttonVariants } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";
import { useRefusalFocus } from "../../ui/use-refusal-focus";
import type { Route } from "./+types/course-new";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  return loadCategoriesAndCountries(args, localeOfPath(new URL(args.request.url).pathname));
}

/** Creates the draft from the general section, then opens its booking section. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const result = await callApi<EditorCourse>(args.context, args.request, "/provider/courses", {
    method: "POST",
    body: generalFromForm(form),
    locale,
  });
  if (result.ok)
    throw redirect(localizePath(`/dashboard/courses/${result.data.id}/booking?created=1`, locale));
  return { message: result.error.message, errors: result.error.errors ?? {}, values: formValues(form) };
}

export default function NewCourse({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("editor");
  const message = useFieldMessage();
  const navigation = useNavigation();
  const categories = useCategories();
  const countries = useCountries();
  const busy = navigation.state === "submitting";
  const formRef = useRefusalFocus(actionData);
  return (
    <Form ref={formRef} method="post" className="space-y-6" noValidate>
      <div>
        <h2 className="text-xl font-bold text-dark">{t("new.title")}</h2>
        <p className="text-stone-700">{t("new.intro")}</p>
      </div>
      {actionData && (
        <p
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {Object.keys(actionData.errors).length ? message("fill_all_fields") : actionData.message}
        </p>
      )}
      <fieldset className={sectionClass}>
        <legend className="sr-only">{t("tabs.general")}</legend>
        <GeneralFields
          course={null}
          values={actionData?.values}
          errors={actionData?.errors ?? {}}
          categories={categories}
          countries={countries}
          onChange={() => {}}
        />
      </fieldset>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: "primary", className: "text-base" })}
      >
        {t("new.create")}
      </button>
    </Form>
  );
}
