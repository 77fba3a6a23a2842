import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation } from "react-router";

/** The current address with some query parameters set (a value) or removed (null). */
export function useHrefWith(changes: Record<string, string | null>) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return `${location.pathname}${params.size > 0 ? `?${params}` : ""}`;
}

/**
 * Opens a question before an action: in a dialog with JavaScript, else on the page itself through the
 * address (`params`), where the page shows the question inline.
 */
export function ConfirmLink({
  params,
  onOpen,
  className,
  label,
  children,
}: {
  params: Record<string, string>;
  onOpen: () => void;
  className: string;
  /** the accessible name when the visible text alone does not say what the link acts on (named-action.ts) */
  label?: string;
  children: ReactNode;
}) {
  const href = useHrefWith(params);
  return (
    <Link
      to={href}
      preventScrollReset
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onOpen();
      }}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
