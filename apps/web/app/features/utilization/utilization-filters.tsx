import { utilizationStatuses } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { buttonVariants } from "../../ui/button";

export type UtilizationFilterValues = { q: string; providerId: string; status: string };

const field =
  "mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-dark focus-visible:outline-2 focus-visible:outline-primary";

/** Search, provider and period of the admins' utilization list: a GET form, so it works without JavaScript. */
export function UtilizationFilters({
  values,
  providers,
  resetHref,
}: {
  values: UtilizationFilterValues;
  providers: { id: string; name: string }[];
  resetHref: string;
}) {
  const { t } = useTranslation("utilization");
  const filtered = values.q !== "" || values.providerId !== "" || values.status !== "current";
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("filters.label")}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_auto] lg:items-end"
    >
      <label className="block text-sm font-semibold text-stone-800">
        {t("filters.search")}
        <input
          type="search"
          name="q"
          defaultValue={values.q}
          maxLength={120}
          placeholder={t("filters.searchHint")}
          className={field}
        />
      </label>
      <label className="block text-sm font-semibold text-stone-800">
        {t("filters.provider")}
        <select name="provider_id" defaultValue={values.providerId} className={field}>
          <option value="">{t("filters.allProviders")}</option>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold text-stone-800">
        {t("filters.status")}
        <select name="status" defaultValue={values.status} className={field}>
          {utilizationStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {t("filters.apply")}
        </button>
        {filtered && (
          <Link
            to={resetHref}
            className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
          >
            {t("filters.reset")}
          </Link>
        )}
      </div>
    </Form>
  );
}
