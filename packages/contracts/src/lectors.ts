import { z } from "zod";
import { emailSchema } from "./accounts";
import { lectorProfile } from "./providers";

/**
 * The pivot.status of a provider-lector link: invited (by the provider) | requested (by the
 * lector) -> accepted | declined; accepted -> revoked (by the provider) | left (by the lector).
 */
export const lectorLinkStatuses = [
  "invited",
  "requested",
  "accepted",
  "declined",
  "revoked",
  "left",
] as const;
export const lectorLinkStatus = z.enum(lectorLinkStatuses);
export type LectorLinkStatus = z.infer<typeof lectorLinkStatus>;

/** One lector link as its provider sees it (GET /provider/lectors). */
export const providerLectorLink = z.object({
  /** the link's id */
  id: z.string(),
  /** the lector's account; null while an invited address has none */
  user_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  invited_email: z.string().nullable(),
  /** the lector's words with a become-lector request */
  message: z.string(),
  pivot: z.object({ status: lectorLinkStatus }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProviderLectorLink = z.infer<typeof providerLectorLink>;
export const providerLectorList = z.array(providerLectorLink);

/** POST /provider/lectors: invite an existing account or an address by email. */
export const inviteLectorBody = z.object({ email: emailSchema });
export type InviteLectorBody = z.infer<typeof inviteLectorBody>;

/** PATCH /provider/lectors/{id}: answer a request, revoke or re-invite (LECTOR-PIVOT, updated in place). */
export const updateLectorLinkBody = z.object({
  status: z.enum(["accepted", "declined", "revoked", "invited"], { message: "field.invalid_value" }),
});
export type UpdateLectorLinkBody = z.infer<typeof updateLectorLinkBody>;

/** GET /lector (API-LECTOR shape plus the link's details and the lector manual). */
export const lectorArea = lectorProfile.extend({
  providers: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      logo: z.string().nullable(),
      pivot: z.object({ status: lectorLinkStatus }),
      message: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  /** the lector manual's address (a setting), null when unset */
  manual_url: z.string().nullable(),
});
export type LectorArea = z.infer<typeof lectorArea>;

/** POST /lector/providers/{id}: accept or decline an invitation, or leave an accepted provider. */
export const lectorLinkActionBody = z.object({
  action: z.enum(["accept", "decline", "leave"], { message: "field.invalid_value" }),
});
export type LectorLinkActionBody = z.infer<typeof lectorLinkActionBody>;

/** POST /lector/requests: the "Become lector" request form. */
export const lectorRequestBody = z.object({
  provider_id: z.string({ message: "field.required" }).uuid({ message: "field.required" }),
  message: z
    .string({ message: "field.required" })
    .trim()
    .min(10, { message: "field.lector_message_short" })
    .max(2000, { message: "field.too_big" }),
});
export type LectorRequestBody = z.infer<typeof lectorRequestBody>;

export const clockedTime = z.object({
  minutes: z.number().int(),
  note: z.string(),
  confirmed_at: z.string(),
});

/** One session the lector teaches, across providers (GET /lector/sessions). */
export const lectorSession = z.object({
  id: z.string(),
  title: z.string(),
  course: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  provider: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  has_started: z.boolean(),
  clocked: clockedTime.nullable(),
});
export type LectorSession = z.infer<typeof lectorSession>;

export const lectorSessionsQuery = z.object({
  when: z.enum(["upcoming", "past"]).default("upcoming"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const lectorSessionsPage = z.object({ data: z.array(lectorSession), last_page: z.number().int() });
export type LectorSessionsPage = z.infer<typeof lectorSessionsPage>;

/** PUT /lector/sessions/{id}/clocked-time: the time actually taught (1 to twice the session's length). */
export const clockedTimeBody = z.object({
  minutes: z.coerce
    .number({ message: "field.invalid_number" })
    .int({ message: "field.invalid_number" })
    .min(1, { message: "field.too_small" })
    .max(24 * 60, { message: "field.too_big" }),
  note: z.string().trim().max(500, { message: "field.too_big" }).default(""),
});
export type ClockedTimeBody = z.input<typeof clockedTimeBody>;

/** GET /provider/clocked-times: sessions of the provider's courses taught by its lectors, with their time. */
export const clockedTimesQuery = z.object({
  /** admins name the provider; providers see their own */
  provider_id: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const providerClockedTime = z.object({
  session: z.object({
    id: z.string(),
    title: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    duration_minutes: z.number().int(),
  }),
  course: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  lector: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  clocked: clockedTime.nullable(),
});
export type ProviderClockedTime = z.infer<typeof providerClockedTime>;
export const providerClockedTimesPage = z.object({
  data: z.array(providerClockedTime),
  last_page: z.number().int(),
});
export type ProviderClockedTimesPage = z.infer<typeof providerClockedTimesPage>;
