// The public surface of the learning module: other modules import only this.
// A learner's courses, calendar, content access, purchases and course notices.
export { afterRevisionApplied, notifyCourseBuyers } from "./course-notices";
export { learningRoutes } from "./learning.routes";
export { hasStarted, type OwnedItem, ownedItems } from "./purchases";
export { sendSessionReminders } from "./reminders.service";
