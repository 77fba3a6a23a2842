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
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === totalPages || Math.abs(p - page) <= 2,
  );
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
