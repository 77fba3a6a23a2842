import { z } from "zod";
import {
  audiences,
  courseSorts,
  courseStatuses,
  courseTimings,
  courseTypes,
  orderStatuses,
} from "./constants";

export { audiences, courseSorts, courseStatuses, courseTimings, courseTypes, orderStatuses };

export const courseType = z.enum(courseTypes);
export type CourseType = z.infer<typeof courseType>;

export const audience = z.enum(audiences);
export type Audience = z.infer<typeof audience>;

export const courseTiming = z.enum(courseTimings);
export type CourseTiming = z.infer<typeof courseTiming>;

export const courseSort = z.enum(courseSorts);
export type CourseSort = z.infer<typeof courseSort>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const category = named.extend({
  slug: z.string(),
  subcategories: z.array(named.extend({ slug: z.string() })),
});
export type Category = z.infer<typeof category>;

/** GET /index: categories, countries, languages, rankings, statuses. */
export const indexResponse = z.object({
  categories: z.array(category),
  countries: z.array(
    z.object({
      iso: z.string(),
      name: z.string(),
      cities: z.array(
        z.object({
          id: z.number().int(),
          slug: z.string(),
          name: z.string(),
          districts: z.array(named),
        }),
      ),
    }),
  ),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  rankings: z.array(z.object({ value: courseSort, name: z.string() })),
  statuses: z.object({
    course: z.array(z.object({ value: z.enum(courseStatuses), name: z.string() })),
    order: z.array(z.object({ value: z.enum(orderStatuses), name: z.string() })),
    timing: z.array(z.object({ value: z.enum(courseTimings), name: z.string() })),
  }),
});
export type IndexResponse = z.infer<typeof indexResponse>;
