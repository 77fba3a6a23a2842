import { Link } from "react-router";

export type FilterTab = { key: string; label: string; href: string; count?: number | undefined };

/** Filter tabs as links (they work without JavaScript); the current one is marked for screen readers. */
export function FilterTabs({ label, tabs, current }: { label: string; tabs: FilterTab[]; current: string }) {
  return (
    <nav aria-label={label} className="relative -mx-1 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              aria-current={tab.key === current ? "page" : undefined}
              className={`flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary ${tab.key === current ? "border-primary text-primary" : "border-transparent text-stone-700 hover:text-dark"}`}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span
                  className={`inline-flex min-w-6 justify-center rounded-full px-1.5 py-0.5 text-xs font-bold ${tab.key === current ? "bg-primary text-white" : "bg-stone-200 text-stone-800"}`}
                >
                  {tab.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One of the allowed values of a query parameter, else the first. */
export function choiceOf<T extends string>(url: URL, name: string, allowed: readonly T[]): T {
  const raw = url.searchParams.get(name);
  return (allowed as readonly string[]).includes(raw ?? "") ? (raw as T) : allowed[0]!;
}
