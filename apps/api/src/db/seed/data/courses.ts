import type { SeedCourse } from "../types";
import { businessCourses } from "./courses-business";
import { creativeCourses } from "./courses-creative";
import { healthCourses } from "./courses-health";
import { itCourses } from "./courses-it";
import { kidsCourses } from "./courses-kids";
import { languageCourses } from "./courses-languages";
import { marketingCourses } from "./courses-marketing";

/** All demo courses, grouped by topic in the files imported above. */
export const courses: SeedCourse[] = [
  ...itCourses,
  ...businessCourses,
  ...marketingCourses,
  ...creativeCourses,
  ...languageCourses,
  ...healthCourses,
  ...kidsCourses,
];
