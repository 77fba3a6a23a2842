// The public surface of the authoring module: other modules import only this.
// Providers write courses, programmes, revisions and paid promotions, and submit them for review;
// course-review decides through the functions below.
export { toCourseSummary } from "./authoring.mappers";
export { moveCourse, publishApprovedCourses } from "./authoring.repository";
export { authoringRoutes } from "./authoring.routes";
export { presentCourse } from "./authoring.service";
export { courseEvents } from "./course-events";
export { courseTransitions } from "./course-lifecycle.service";
export {
  attachHeldCourseVideo,
  type CourseMediaColumns,
  clearHeldVideo,
  replaceCourseMedia,
} from "./course-media.repository";
export { applyPromotionPaymentEvent, runningPromotionSql, sumPromotionIncome } from "./promotions.service";
export {
  applyRevisionContent,
  contentOf as revisionContentOf,
  liveContentOf,
  moveRevision,
  sameContent,
} from "./revisions.service";
