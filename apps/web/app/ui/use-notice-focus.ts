import { useEffect, useRef, useState } from "react";

/**
 * After a form's answer, closes the page's dialog (unless `keepsDialog`) and, once it is closed, moves the
 * focus to the answer's notice: the row acted on may have left the list. Returns the notice's ref.
 */
export function useNoticeFocus<Dialog>({
  answer,
  dialog,
  setDialog,
  keepsDialog = false,
}: {
  answer: unknown;
  dialog: Dialog | null;
  setDialog: (dialog: null) => void;
  keepsDialog?: boolean;
}) {
  const notice = useRef<HTMLParagraphElement>(null);
  const [focusNotice, setFocusNotice] = useState(false);
  useEffect(() => {
    if (!answer) return;
    if (!keepsDialog) setDialog(null);
    setFocusNotice(true);
  }, [answer, keepsDialog, setDialog]);
  useEffect(() => {
    if (!focusNotice || dialog) return;
    notice.current?.focus();
    setFocusNotice(false);
  }, [focusNotice, dialog]);
  return notice;
}
