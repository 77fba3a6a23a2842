import { NavLink } from "react-router";

export type SideNavItem = { to: string; label: string; end?: boolean };

/**
 * The section menu of an area (profile, provider dashboard, admin): rows that wrap on phones, a column on
 * wide screens. One scrolling strip hid most of the dashboard's 13 and the admin's 17 entries on a phone
 * with no sign that it scrolled; wrapped, every entry and the active one stay in sight and in tab order.
 */
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
      <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end ?? false}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold ring-1 lg:ring-0 ${isActive ? `${active} ring-transparent` : "text-stone-700 ring-stone-200 hover:bg-stone-100"}`
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
