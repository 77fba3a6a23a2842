import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

/** Page links that keep the other query parameters; page 1 is not put in the URL. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p === 1) params.delete("page");
    else params.set("page", String(p));
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ""}`;
  };
  const pages = shownPages(page, totalPages);
  const cell = "flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  return (
    <nav
      aria-label={t("pagination.label")}
      className="mt-10 flex flex-wrap items-center justify-center gap-1.5"
    >
      {page > 1 && (
        <Link
          to={href(page - 1)}
          className={`${cell} bg-white ring-1 ring-stone-300 hover:bg-stone-50`}
          rel="prev"
        >
          ← {t("pagination.previous")}
        </Link>
      )}
      {pages.map((p, i) => (
        <span key={p} className="flex items-center gap-1.5">
          {i > 0 && pages[i - 1]! < p - 1 && <span aria-hidden="true">…</span>}
          <Link
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={t("pagination.page", { page: p })}
            className={`${cell} ${p === page ? "bg-primary text-white" : "bg-white ring-1 ring-stone-300 hover:bg-stone-50"}`}
          >
            {p}
          </Link>
        </span>
      ))}
      {page < totalPages && (
        <Link
          to={href(page + 1)}
          className={`${cell} bg-white ring-1 ring-stone-300 hover:bg-stone-50`}
          rel="next"
        >
          {t("pagination.next")} →
        </Link>
      )}
    </nav>
  );
}

/**
 * The page numbers with a link: the first, the last and two on each side of the current one, in order. Built
 * from those few, not by filtering every page (a catalogue of 100,000 courses has 8,000 pages).
 */
export function shownPages(page: number, totalPages: number): number[] {
  const shown = new Set([1, totalPages]);
  for (let p = Math.max(1, page - 2); p <= Math.min(totalPages, page + 2); p++) shown.add(p);
  return [...shown].sort((a, b) => a - b);
}
