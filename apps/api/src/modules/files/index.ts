// The public surface of the files module: other modules import only this.
// Serving stored files.
export { filesRoutes } from "./files.routes";
