import { afterEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadAfterChunkError } from "./chunk-reload";

describe("failed chunk loads", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reloads at most once a minute", () => {
    const reload = vi.fn();
    vi.stubGlobal("window", { location: { reload } });
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(reloadAfterChunkError(1_000_000, storage)).toBe(true);
    expect(reloadAfterChunkError(1_030_000, storage)).toBe(false);
    expect(reloadAfterChunkError(1_061_000, storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("recognises chunk load errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });
});
