import { type RefObject, useEffect } from "react";

/**
 * While the drawer is open on a phone: focus its close control, close it on Escape, keep Tab inside it and
 * stop the page behind from scrolling.
 */
export function useModalDrawer({
  isOpen,
  onClose,
  panelRef,
  closeRef,
}: {
  isOpen: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  closeRef: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      if (e.key !== "Tab" || !panelRef.current) return;
      // a modal drawer keeps the focus inside until it is closed
      const focusable = panelRef.current.querySelectorAll<HTMLElement>(
        "a[href], button:not([tabindex='-1']), input:not([type=hidden]), select",
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = "";
    };
  }, [isOpen, onClose, panelRef, closeRef]);
}
