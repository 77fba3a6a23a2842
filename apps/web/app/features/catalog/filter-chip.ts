/** The pill shared by the quick filters and the chosen-filter chips. */
export const filterChip =
  "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
