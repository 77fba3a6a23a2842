// The public surface of the attendance module: other modules import only this.
// Per-learner attendance of each session, marked by the provider or the session's lector (ADR 037).
export { attendanceRoutes } from "./attendance.routes";
export { attendanceOfPlaces } from "./attendance.service";
