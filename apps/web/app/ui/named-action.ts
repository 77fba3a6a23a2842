import { useTranslation } from "react-i18next";

/**
 * The accessible name of a button or link whose visible label is only the action: the action, then what it
 * acts on ("Изплати: Академия Знание"), as its aria-label. A visually hidden ": Академия Знание" inside the
 * button read "Изплати : Академия Знание": browsers put a space around the hidden span, which is absolutely
 * positioned and so a block. The name starts with the visible label, so voice control finds it (WCAG 2.5.3).
 */
export function useNamedAction() {
  const { t } = useTranslation("common");
  return (action: string, target: string) => t("namedAction", { action, target });
}
