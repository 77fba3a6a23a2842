// The public surface of the media module: other modules import only this.
// Course images, videos and documents.
export { discardAbandonedUploads, openCourseDocument } from "./documents.service";
export { mediaRoutes } from "./media.routes";
export { mediaLimits, releaseFile, storeImage } from "./media.service";
export type { Part } from "./upload-stream";
