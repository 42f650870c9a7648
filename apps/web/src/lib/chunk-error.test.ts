// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chunkErrorKind, importWithTimeout, isChunkLoadError, recoverFromChunkError } from "./chunk-error";

const reload = vi.fn();

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
  reload.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("chunk errors", () => {
  it("recognises chunk load failures and their kind", () => {
    const missing = new TypeError("Failed to fetch dynamically imported module: https://x/assets/a-123.js");
    expect(isChunkLoadError(missing)).toBe(true);
    expect(chunkErrorKind(missing)).toBe("missing");
    const timeout = new Error("Chunk load timed out");
    expect(isChunkLoadError(timeout)).toBe(true);
    expect(chunkErrorKind(timeout)).toBe("timeout");
    const other = Object.assign(new Error("boom"), { name: "ChunkLoadError" });
    expect(isChunkLoadError(other)).toBe(true);
    expect(chunkErrorKind(other)).toBe("error");
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads at most once per 5 seconds", () => {
    const e = new Error("Importing a module script failed.");
    expect(recoverFromChunkError(e, 100_000)).toBe(true);
    expect(recoverFromChunkError(e, 104_999)).toBe(false);
    expect(recoverFromChunkError(e, 105_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("fails a screen chunk that takes longer than 120 s", async () => {
    vi.useFakeTimers();
    const result = importWithTimeout(() => new Promise(() => {})).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    const error = await result;
    expect(isChunkLoadError(error)).toBe(true);
    expect(chunkErrorKind(error)).toBe("timeout");
  });
});
