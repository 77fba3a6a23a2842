// The public surface of the files module: other modules import only this.
// Serving stored files, and the rows of stored files (it owns the files table).
export { deleteFileRow, deleteOwnFiles, deleteUnreferencedFiles, insertFile } from "./files.repository";
export { filesRoutes } from "./files.routes";
