import type { MyCourseStatus } from "@kursove/contracts";

/** The My Courses tabs: future, ongoing, past, all. */
export const myCourseTabs = ["future", "ongoing", "past", "all"] as const satisfies readonly MyCourseStatus[];
