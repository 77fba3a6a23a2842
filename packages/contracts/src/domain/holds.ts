/**
 * Anti-hoarding defaults of the holds (settings HOLD_LIMIT_*, apps/api/src/config.ts): the places one buyer
 * may hold of one course (or hour), in all their holds, and in all until their email is verified. A module of
 * its own, so the course page's script carries these three numbers, not every constant (P5, ADR 048).
 */
export const holdLimitDefaults = { perBooking: 10, perBuyer: 30, unverified: 2 } as const;
