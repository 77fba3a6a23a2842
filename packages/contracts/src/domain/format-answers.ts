/**
 * Answers of the Intl formatters, given by the server to the browser with the page (PAGE-FORMATS, ADR 046).
 * The first Intl.NumberFormat or Intl.DateTimeFormat of a page costs its browser 15 to 30 ms before the
 * first answer (ICU starting), more than the rest of formatting put together, and a page's first render in
 * the browser, its hydration, formats the same amounts, dates and ratings the server did. So the server
 * keeps each answer it gave while rendering a page, sends them with the page, and the browser answers those
 * from the page; only a value the server did not format reaches Intl in the browser.
 *
 * Formatters are pure (the same formatter and value always give the same text), so an answer may be given
 * for any later call too. Each formatter is named by a key that holds everything its answer depends on.
 */

/** Per formatter key, per value as text, the formatted text. */
export type FormatAnswers = Record<string, Record<string, string>>;

type Keeper = {
  /** the answers a formatter may give without computing */
  given(): FormatAnswers | undefined;
  /** where a computed answer is kept to be given later, if anywhere */
  kept(): FormatAnswers | undefined;
};

let keeper: Keeper = { given: () => undefined, kept: () => undefined };

/**
 * Says where answers come from and go: the web server keeps each request's own (async context), the
 * browser gives the page's. Nothing set (the API, tests): every call computes.
 */
export function keepFormatAnswers(next: Keeper) {
  keeper = next;
}

/** The formatter's answer for a value: given by the page when it has one, else computed (and kept). */
export function answered(formatter: string, value: string, compute: () => string): string {
  const given = keeper.given()?.[formatter];
  if (given && Object.hasOwn(given, value)) return given[value]!;
  const answer = compute();
  const kept = keeper.kept();
  if (kept) {
    kept[formatter] ??= {};
    kept[formatter][value] = answer;
  }
  return answer;
}
