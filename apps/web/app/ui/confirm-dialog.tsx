import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "./button";

/**
 * A modal question (native dialog: focus moves in, Escape cancels, focus returns to the opener).
 * `actions` holds the confirming control, e.g. a submit button of a form inside.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  actions,
  cancelLabel,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-lg font-bold text-dark">
        {title}
      </h2>
      {children && <div className="mt-2 text-stone-700">{children}</div>}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        {actions}
      </div>
    </dialog>
  );
}
