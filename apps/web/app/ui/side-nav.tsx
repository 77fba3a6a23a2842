import { NavLink } from "react-router";

export type SideNavItem = { to: string; label: string; end?: boolean };

/** The section menu of an area (profile, provider dashboard, admin): a row on phones, a column on wide screens. */
export function SideNav({
  label,
  items,
  tone = "primary",
}: {
  label: string;
  items: SideNavItem[];
  tone?: "primary" | "dark";
}) {
  const active = tone === "dark" ? "bg-dark text-white" : "bg-primary text-white";
  return (
    <nav aria-label={label} className="min-w-0">
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? false}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? active : "text-stone-700 hover:bg-stone-100"}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
