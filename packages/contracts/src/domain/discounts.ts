/**
 * DISCOUNT-CODES: how codes take money off a cart (ADR 030). A percent code takes its share of each line
 * it applies to; an amount code takes its amount once, from its lines together, split in proportion to
 * them. Codes apply one after another to what is left (only when stacking is allowed is there more than
 * one), and a line never goes below zero. All in integer minor units.
 */
export type DiscountLine = { key: string; courseId: string; providerId: string; total: number };
export type DiscountRule = {
  id: string;
  /** null: a platform code, whose discount the platform bears */
  providerId: string | null;
  kind: "percent" | "amount";
  value: number;
  /** empty: every course of the provider (or of the platform) */
  courseIds: string[];
};
export type LineDiscount = { discount: number; platformDiscount: number };
export type DiscountOutcome = {
  lines: Map<string, LineDiscount>;
  /** the discount each code gave, by code id */
  byCode: Map<string, number>;
  total: number;
};

/** Whether a code applies to a line: its provider's course (or any, for a platform code), in its list. */
export const appliesTo = (rule: DiscountRule, line: DiscountLine) =>
  (rule.providerId === null || rule.providerId === line.providerId) &&
  (rule.courseIds.length === 0 || rule.courseIds.includes(line.courseId));

/** The discount of each line and of each code, the codes taken in the order given. */
export function applyDiscounts(lines: DiscountLine[], rules: DiscountRule[]): DiscountOutcome {
  const left = new Map(lines.map((l) => [l.key, l.total]));
  const out = new Map<string, LineDiscount>(lines.map((l) => [l.key, { discount: 0, platformDiscount: 0 }]));
  const byCode = new Map<string, number>();
  for (const rule of rules) {
    const eligible = lines.filter((l) => appliesTo(rule, l) && (left.get(l.key) ?? 0) > 0);
    const base = eligible.reduce((sum, l) => sum + (left.get(l.key) ?? 0), 0);
    const wanted = rule.kind === "percent" ? 0 : Math.min(rule.value, base);
    let given = 0;
    for (const [index, line] of eligible.entries()) {
      const lineLeft = left.get(line.key) ?? 0;
      let cut: number;
      if (rule.kind === "percent") cut = Math.round((lineLeft * Math.min(rule.value, 100)) / 100);
      // the last line takes what rounding left of the amount, so the code gives exactly its value
      else if (index === eligible.length - 1) cut = wanted - given;
      else cut = Math.round((wanted * lineLeft) / base);
      cut = Math.max(0, Math.min(cut, lineLeft));
      given += cut;
      left.set(line.key, lineLeft - cut);
      const d = out.get(line.key) ?? { discount: 0, platformDiscount: 0 };
      d.discount += cut;
      if (rule.providerId === null) d.platformDiscount += cut;
      out.set(line.key, d);
    }
    byCode.set(rule.id, given);
  }
  const total = [...byCode.values()].reduce((sum, x) => sum + x, 0);
  return { lines: out, byCode, total };
}

/**
 * The platform's commission on a line a platform code discounted: worked out on the price before that
 * discount, less the discount, so the provider's share is what it would have been without the code. It
 * may be below zero: the platform pays the difference (ADR 030).
 */
export const commissionWithPlatformDiscount = (
  total: number,
  commissionBp: number,
  platformDiscount: number,
) => Math.round(((total + platformDiscount) * commissionBp) / 10_000) - platformDiscount;
