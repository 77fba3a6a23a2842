import { z } from "zod";

/** The downloadable user manuals: one per role. */
export const guideRoles = ["user", "provider", "lector"] as const;
export const guideRole = z.enum(guideRoles);
export type GuideRole = z.infer<typeof guideRole>;

export const guideList = z.object({
  guides: z.array(
    z.object({
      role: guideRole,
      title: z.string(),
      /** the setting's address (GUIDE_USER_URL...) when set, else the platform's own PDF in the request's language */
      url: z.string(),
      /** true when the address comes from the settings and points elsewhere */
      external: z.boolean(),
    }),
  ),
});
export type GuideList = z.infer<typeof guideList>;
