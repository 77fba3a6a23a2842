import { type AdminUserRole, adminUserRoles } from "@kursove/contracts";
import type { UserFilters } from "./user-filters";
import type { UserAct } from "./user-forms";

const acts: readonly string[] = ["grant", "revoke", "block", "unblock"];

/** The users list's search and filters from its address; unknown roles and states mean "any". */
export function userFiltersOf(url: URL): UserFilters {
  const role = url.searchParams.get("role") ?? "";
  const status = url.searchParams.get("status") ?? "";
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    role: (adminUserRoles as readonly string[]).includes(role) ? (role as AdminUserRole) : "",
    status: status === "active" || status === "blocked" ? status : "",
  };
}

/** The act a form asks for, or null when it is none of grant, revoke, block and unblock. */
export function userActOf(intent: string): UserAct | null {
  return acts.includes(intent) ? (intent as UserAct) : null;
}
