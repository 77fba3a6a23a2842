import { type AdminUserRole, adminUserRoles } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SearchFilters } from "../../ui/search-filters";

export type UserFilters = { q: string; role: AdminUserRole | ""; status: "active" | "blocked" | "" };

/** The search box and the role and state filters: a GET form, so results have their own address. */
export function UserFiltersForm({ filters }: { filters: UserFilters }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const filtered = filters.q !== "" || filters.role !== "" || filters.status !== "";
  return (
    <SearchFilters
      id="users"
      label={t("users.search.label")}
      placeholder={t("users.search.placeholder")}
      q={filters.q}
      choices={[
        {
          name: "role",
          label: t("users.search.role"),
          value: filters.role,
          anyLabel: t("users.search.anyRole"),
          options: adminUserRoles.map((r) => ({ value: r, label: t(`users.roleFilter.${r}`) })),
        },
        {
          name: "status",
          label: t("users.search.status"),
          value: filters.status,
          anyLabel: t("users.search.anyStatus"),
          options: (["active", "blocked"] as const).map((v) => ({
            value: v,
            label: t(`users.statusFilter.${v}`),
          })),
        },
      ]}
      submitLabel={t("users.search.submit")}
      clear={filtered ? { href: location.pathname, label: t("users.search.clear") } : undefined}
    />
  );
}
