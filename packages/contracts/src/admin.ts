import { z } from "zod";
import { pageQuery } from "./common";

const uuid = z.uuid();
const isoDateTime = z.string();
const person = z.object({ id: uuid, name: z.string() });

// ---- Commission (COMMISSION: a percentage of price reserved for the site owners) ----

/** A rate in percent, 0 to 100 with at most two decimals (stored as basis points). */
const percent = z
  .number({ error: "field.invalid_number" })
  .min(0, { error: "field.too_small" })
  .max(100, { error: "field.too_big" })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: "field.invalid_number" });

/** POST /admin/commission: a new rate of the platform (provider_id null) or of a provider, from a Sofia date. */
export const commissionChangeBody = z.object({
  provider_id: uuid.nullable(),
  rate: percent,
  effective_from: z.iso.date({ error: "field.invalid_date" }),
  note: z.string().trim().max(200, { error: "field.too_big" }).optional(),
});
export type CommissionChangeInput = z.input<typeof commissionChangeBody>;

/** One row of the commission history: who set which rate, for whom, from when. */
export const commissionChange = z.object({
  id: uuid,
  provider: person.nullable(),
  rate: z.number(),
  effective_from: isoDateTime,
  note: z.string().nullable(),
  created_by: person.nullable(),
  created_at: isoDateTime,
  /** not yet in force, so it may still be canceled */
  cancelable: z.boolean(),
});
export type CommissionChange = z.infer<typeof commissionChange>;

export const providerCommission = z.object({
  id: uuid,
  name: z.string(),
  slug: z.string(),
  /** the rate in force now, in percent */
  rate: z.number(),
  /** true when the provider's own rate is in force, false when the platform's default is */
  own: z.boolean(),
  effective_from: isoDateTime.nullable(),
  next: z.object({ id: uuid, rate: z.number(), effective_from: isoDateTime }).nullable(),
});
export type ProviderCommission = z.infer<typeof providerCommission>;

/** GET /admin/commission: the default in force, its scheduled changes, every provider's rate, history. */
export const commissionOverview = z.object({
  default: z.object({ rate: z.number(), effective_from: isoDateTime.nullable() }),
  scheduled: z.array(commissionChange),
  providers: z.array(providerCommission),
  history: z.array(commissionChange),
});
export type CommissionOverview = z.infer<typeof commissionOverview>;

// ---- Users ----

export const adminUserRoles = ["admin", "provider", "lector", "learner"] as const;
export type AdminUserRole = (typeof adminUserRoles)[number];

/** GET /admin/users: search by name, email or username; filter by role and state; 20 a page. */
export const adminUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(adminUserRoles).optional(),
  status: z.enum(["active", "blocked"]).optional(),
  page: pageQuery,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUser = z.object({
  id: uuid,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  is_admin: z.boolean(),
  is_provider: z.boolean(),
  is_lector: z.boolean(),
  /** not a lector any more: a provider revoked the account's only lector link(s) */
  lector_revoked: z.boolean(),
  blocked_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  last_seen_at: isoDateTime.nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserPage = z.object({ data: z.array(adminUser), last_page: z.number().int() });
export type AdminUserPage = z.infer<typeof adminUserPage>;

/** PUT /admin/users/{id}/admin */
export const adminRightsBody = z.object({ is_admin: z.boolean({ error: "field.required" }) });

/** POST /admin/users/{id}/block: the reason is kept in the audit log. */
export const blockUserBody = z.object({
  reason: z
    .string({ error: "field.required" })
    .trim()
    .min(3, { error: "field.too_small" })
    .max(500, { error: "field.too_big" }),
});

// ---- Approvals ----

export const approvalKinds = ["provider", "course", "revision"] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

export const approvalsQuery = z.object({ page: pageQuery });

export const approvalDecision = z.object({
  kind: z.enum(approvalKinds),
  subject: person,
  decision: z.enum(["approved", "rejected"]),
  decided_by: person.nullable(),
  decided_at: isoDateTime,
  note: z.string().nullable(),
});
export type ApprovalDecision = z.infer<typeof approvalDecision>;

/** GET /admin/approvals: the three review queues, oldest first, and the decisions made, newest first. */
export const approvalsOverview = z.object({
  pending: z.object({
    /** how many wait in each queue; the lists show the oldest 50 */
    counts: z.object({ providers: z.number().int(), courses: z.number().int(), revisions: z.number().int() }),
    providers: z.array(z.object({ id: uuid, name: z.string(), submitted_at: isoDateTime.nullable() })),
    courses: z.array(
      z.object({ id: uuid, title: z.string(), provider: person, submitted_at: isoDateTime.nullable() }),
    ),
    revisions: z.array(
      z.object({
        id: uuid,
        course: z.object({ id: uuid, title: z.string() }),
        provider: person,
        submitted_at: isoDateTime.nullable(),
      }),
    ),
  }),
  history: z.object({ data: z.array(approvalDecision), last_page: z.number().int() }),
});
export type ApprovalsOverview = z.infer<typeof approvalsOverview>;
