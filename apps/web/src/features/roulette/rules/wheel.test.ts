import { describe, expect, it } from "vitest";
import { landingRotation, segmentPath, slotAtPointer } from "./wheel";

describe("the wheel's geometry", () => {
  it("lands every slot under the pointer, turning forward at least the given turns", () => {
    for (const n of [6, 7, 8]) {
      for (const from of [0, 17, 359, 1234.5, 5 * 360 + 90]) {
        for (let slot = 0; slot < n; slot++) {
          const to = landingRotation(from, slot, n, 5);
          expect(slotAtPointer(to, n), `n=${n} from=${from} slot=${slot}`).toBe(slot);
          expect(to - from).toBeGreaterThanOrEqual(5 * 360);
          expect(to - from).toBeLessThan(6 * 360);
        }
      }
    }
  });

  it("stops in the middle of the slice, away from its edges", () => {
    const to = landingRotation(0, 2, 8, 3);
    // 8 slices of 45°: slot 2 spans 90°–135°, its middle 112.5° is brought to the top.
    expect(((to % 360) + 360) % 360).toBeCloseTo(360 - 112.5, 6);
    expect(slotAtPointer(to + 22, 8)).toBe(2);
    expect(slotAtPointer(to - 22, 8)).toBe(2);
  });

  it("reads the slot at the pointer: slot 0 at rest, the last one after a small clockwise turn", () => {
    expect(slotAtPointer(0, 6)).toBe(0);
    expect(slotAtPointer(10, 6)).toBe(5);
    expect(slotAtPointer(-10, 6)).toBe(0);
    expect(slotAtPointer(-70, 6)).toBe(1);
  });

  it("draws a slice from the centre along two radii and an arc", () => {
    expect(segmentPath(0, 4, 100, 150)).toBe("M 150 150 L 150.000 50.000 A 100 100 0 0 1 250.000 150.000 Z");
  });
});
