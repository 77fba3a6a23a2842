import type { Ref } from "react";

/**
 * The answer of a form's action, shown above the page's content: a status when it went through, an
 * alert when not. Focusable, so the page can move focus to it after a submit.
 */
export function AnswerNotice({
  answer,
  ref,
}: {
  answer: { ok: boolean; message: string } | undefined | null;
  ref?: Ref<HTMLParagraphElement>;
}) {
  if (!answer) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={answer.ok ? "status" : "alert"}
      className={`rounded-lg px-4 py-3 text-sm font-medium focus:outline-2 focus:outline-primary ${answer.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
    >
      {answer.message}
    </p>
  );
}
