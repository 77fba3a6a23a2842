import { Fragment } from "react";

/** The pieces of an e-mail address between which a line may break: after "@" and before each ".". */
export function emailBreakPieces(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

/**
 * An e-mail address that wraps only at "@" and ".", never in the middle of a word, as "break-all"
 * did in narrow table cells; the full address stays in the title.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  return (
    <span className={className} title={email}>
      {emailBreakPieces(email).map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
