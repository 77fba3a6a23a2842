import { type RefObject, useEffect } from "react";
import { useLocation } from "react-router";
import type { FaqAnswer } from "./faq-forms";

/**
 * Focus follows what was done on the admin FAQ page: the moved control, the notice of a save or deletion;
 * a closed panel gives focus back to the control that opened it, "add here" moves it to the new form.
 */
export function useFaqFocus(
  answer: FaqAnswer | undefined,
  notice: RefObject<HTMLParagraphElement | null>,
  closeDialog: () => void,
) {
  const location = useLocation();
  useEffect(() => {
    if (!answer) return;
    closeDialog();
    if (answer.ok && answer.moved) {
      const { kind, id, direction } = answer.moved;
      const pressed = document.getElementById(
        `faq-move-${kind}-${id}-${direction}`,
      ) as HTMLButtonElement | null;
      const other = document.getElementById(
        `faq-move-${kind}-${id}-${direction === "up" ? "down" : "up"}`,
      ) as HTMLButtonElement | null;
      (pressed && !pressed.disabled ? pressed : other)?.focus();
      return;
    }
    if (answer.ok || answer.form === "delete" || answer.form === "move") notice.current?.focus();
  }, [answer, closeDialog, notice]);
  useEffect(() => {
    const focus = (location.state as { focus?: string } | null)?.focus;
    if (focus) document.getElementById(focus)?.focus();
  }, [location]);
}
