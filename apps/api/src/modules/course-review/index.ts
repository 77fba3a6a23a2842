// The public surface of the course-review module: other modules import only this.
// Admins approve or reject courses and their revisions (COURSE-APPROVAL, EDITOR-REVISION), and see the
// queue of everything awaiting a decision, providers included (ADR 027).
export { approvalsRoutes } from "./approvals.routes";
export { courseReviewRoutes } from "./course-review.routes";
