import type { ReactNode, Ref } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Opens or closes the drawer: a link to #id before JavaScript runs (the drawer opens with :target),
 * a button once it does.
 */
export function DrawerControl({
  href,
  onClick,
  controlRef,
  expanded,
  controls,
  className,
  children,
}: {
  href: string;
  onClick: () => void;
  controlRef?: Ref<HTMLElement>;
  expanded?: boolean;
  controls?: string;
  className: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a ref={controlRef as Ref<HTMLAnchorElement>} href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button
      ref={controlRef as Ref<HTMLButtonElement>}
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      className={className}
    >
      {children}
    </button>
  );
}
