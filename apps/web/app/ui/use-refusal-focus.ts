import { type RefObject, useEffect, useRef } from "react";

/**
 * After a form's refused answer, the focus goes to its first field with a message, else to its alert:
 * the pressed button alone kept it, and a keyboard user had to look for what to correct.
 */
export function useRefusalFocus<Form extends HTMLElement = HTMLFormElement>(
  refused: unknown,
): RefObject<Form | null> {
  const formRef = useRef<Form>(null);
  useEffect(() => {
    if (!refused) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>("[aria-invalid='true']") ??
      form?.querySelector<HTMLElement>("[role=alert]")
    )?.focus();
  }, [refused]);
  return formRef;
}
