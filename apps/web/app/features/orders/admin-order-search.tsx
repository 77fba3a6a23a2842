import { orderStatuses } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";

/** The states the admin's list filters by: every order past checkout, so never `pending`. */
export const listedOrderStatuses = orderStatuses.filter((s) => s !== "pending");

const field =
  "mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-dark focus:border-primary focus:outline-2 focus:outline-primary";

/** Search by number, learner name or email, and a state: a GET form, so it works without JavaScript. */
export function AdminOrderSearch({ q, status }: { q: string; status: string }) {
  const { t } = useTranslation("money");
  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem_auto] sm:items-end"
    >
      <label className="block text-sm font-semibold text-dark">
        {t("orders.search")}
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder={t("orders.searchPlaceholder")}
          className={field}
        />
      </label>
      <label className="block text-sm font-semibold text-dark">
        {t("orders.status")}
        <select name="status" defaultValue={status} className={field}>
          <option value="">{t("orders.allStatuses")}</option>
          {listedOrderStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`orders:status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="h-11 rounded-lg bg-dark px-5 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t("orders.filter")}
      </button>
    </Form>
  );
}
