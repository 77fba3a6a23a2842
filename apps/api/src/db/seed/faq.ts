import type { Storage } from "../../platform/storage";
import type { Db } from "../client";

export async function seedFaq(_db: Db, _storage: Storage, _options: { images: boolean; now: Date }) {}
