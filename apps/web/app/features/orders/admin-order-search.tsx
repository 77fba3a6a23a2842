import { orderStatuses } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { SearchFilters } from "../../ui/search-filters";

/** The states the admin's list filters by: every order past checkout, so never `pending`. */
export const listedOrderStatuses = orderStatuses.filter((s) => s !== "pending");

/** Search by number, learner name or email, and a state: a GET form, so it works without JavaScript. */
export function AdminOrderSearch({ q, status }: { q: string; status: string }) {
  const { t } = useTranslation("money");
  return (
    <SearchFilters
      id="orders"
      label={t("orders.search")}
      placeholder={t("orders.searchPlaceholder")}
      q={q}
      choices={[
        {
          name: "status",
          label: t("orders.status"),
          value: status,
          anyLabel: t("orders.allStatuses"),
          options: listedOrderStatuses.map((s) => ({ value: s, label: t(`orders:status.${s}`) })),
        },
      ]}
      submitLabel={t("orders.filter")}
    />
  );
}
