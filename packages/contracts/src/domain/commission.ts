/** The platform's default commission in basis points (1500 = 15 %), for providers without their own rate
 * and before an admin sets another default. */
export const defaultCommissionBp = 1500;
