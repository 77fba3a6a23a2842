import path from "node:path";
import type { Config } from "../config";
import { s3Storage } from "./s3-storage";
import { localStorage, type Storage } from "./storage";

/** The storage of the settings: the S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function openStorage(config: Pick<Config, "s3" | "dataDir">): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, "files"));
}
