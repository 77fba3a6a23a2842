import { type AdminUserRole, adminUserRoles } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { buttonVariants } from "../../ui/button";
import { controlClass } from "../../ui/field";

export type UserFilters = { q: string; role: AdminUserRole | ""; status: "active" | "blocked" | "" };

/** The search box and the role and state filters: a GET form, so results have their own address. */
export function UserFiltersForm({ filters }: { filters: UserFilters }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const filtered = filters.q !== "" || filters.role !== "" || filters.status !== "";
  return (
    <Form
      key={location.search}
      method="get"
      role="search"
      aria-label={t("users.search.label")}
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_12rem_10rem_auto]"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="users-q" className="mb-1 block text-sm font-semibold text-stone-700">
          {t("users.search.label")}
        </label>
        <input
          id="users-q"
          type="search"
          name="q"
          maxLength={100}
          defaultValue={filters.q}
          placeholder={t("users.search.placeholder")}
          className={controlClass(false, "h-11")}
        />
      </div>
      <div>
        <label htmlFor="users-role" className="mb-1 block text-sm font-semibold text-stone-700">
          {t("users.search.role")}
        </label>
        <select
          id="users-role"
          name="role"
          defaultValue={filters.role}
          className={controlClass(false, "h-11")}
        >
          <option value="">{t("users.search.anyRole")}</option>
          {adminUserRoles.map((r) => (
            <option key={r} value={r}>
              {t(`users.roleFilter.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="users-status" className="mb-1 block text-sm font-semibold text-stone-700">
          {t("users.search.status")}
        </label>
        <select
          id="users-status"
          name="status"
          defaultValue={filters.status}
          className={controlClass(false, "h-11")}
        >
          <option value="">{t("users.search.anyStatus")}</option>
          <option value="active">{t("users.statusFilter.active")}</option>
          <option value="blocked">{t("users.statusFilter.blocked")}</option>
        </select>
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonVariants({ variant: "primary" })}>
          {t("users.search.submit")}
        </button>
        {filtered && (
          <Link to={location.pathname} className={buttonVariants({ variant: "secondary" })}>
            {t("users.search.clear")}
          </Link>
        )}
      </div>
    </Form>
  );
}
