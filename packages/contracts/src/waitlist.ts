import { z } from "zod";
import { pageQuery } from "./common";

const uuid = z.uuid();
const isoDateTime = z.string();

export { waitlistOfferHoursDefault } from "./constants";

export const waitlistStatus = z.enum(["waiting", "offered"]);
export type WaitlistStatus = z.infer<typeof waitlistStatus>;

export const waitlistCourseParams = z.object({ id: uuid });

/** POST /courses/{id}/waitlist (API.md): join the list of a full course, or of one full hour of it. */
export const joinWaitlistBody = z.object({ slot_id: uuid.nullish() }).default({});
/** DELETE /courses/{id}/waitlist: leave it (the hour by `?slot_id=`). */
export const leaveWaitlistQuery = z.object({ slot_id: uuid.optional() });

/** POST /courses/{id}/waitlist: the learner's place in the queue, 1 being next. */
export const joinWaitlistResponse = z.object({ position: z.number().int().min(1) });

/** One of the learner's waiting lists (GET /user/waitlist). */
export const waitlistEntryItem = z.object({
  id: uuid,
  course: z.object({ id: uuid, slug: z.string(), title: z.string() }),
  slot: z.object({ id: uuid, starts_at: isoDateTime }).nullable(),
  status: waitlistStatus,
  /** the place in the queue while waiting (1 is next); null once offered */
  position: z.number().int().min(1).nullable(),
  /** until when the offered place is held in the cart; null while waiting */
  held_until: isoDateTime.nullable(),
  joined_at: isoDateTime,
});
export type WaitlistEntryItem = z.infer<typeof waitlistEntryItem>;

export const userWaitlistResponse = z.object({ data: z.array(waitlistEntryItem) });
export type UserWaitlist = z.infer<typeof userWaitlistResponse>;

export const providerWaitlistQuery = z.object({ page: pageQuery });

/** One learner on a provider's course list (GET /provider/courses/{id}/waitlist). */
export const providerWaitlistItem = z.object({
  id: uuid,
  learner: z.object({ name: z.string(), email: z.string() }),
  slot: z.object({ id: uuid, starts_at: isoDateTime }).nullable(),
  status: waitlistStatus,
  position: z.number().int().min(1).nullable(),
  held_until: isoDateTime.nullable(),
  joined_at: isoDateTime,
});
export type ProviderWaitlistItem = z.infer<typeof providerWaitlistItem>;

export const providerWaitlistResponse = z.object({
  course: z.object({ id: uuid, title: z.string() }),
  data: z.array(providerWaitlistItem),
  last_page: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type ProviderWaitlist = z.infer<typeof providerWaitlistResponse>;
