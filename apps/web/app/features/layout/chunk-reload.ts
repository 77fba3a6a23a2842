const reloadKey = "kursove.chunkReloadAt";
const minuteMs = 60_000;

/** A failed chunk load reloads the page, at most once a minute. Returns whether it reloaded. */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Pick<Storage, "getItem" | "setItem"> = window.sessionStorage,
) {
  const last = Number(storage.getItem(reloadKey) ?? 0);
  if (now - last < minuteMs) return false;
  storage.setItem(reloadKey, String(now));
  window.location.reload();
  return true;
}

export function isChunkLoadError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    message,
  );
}
