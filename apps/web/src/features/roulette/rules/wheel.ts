/** The wheel's geometry: `n` equal segments clockwise from the top, the pointer fixed at the top. */

/** Degrees one segment spans. */
export const segmentAngle = (n: number) => 360 / n;

const mod = (a: number, m: number) => ((a % m) + m) % m;

/** The slot under the pointer when the wheel is turned `rotation` degrees clockwise. */
export function slotAtPointer(rotation: number, n: number): number {
  return Math.floor(mod(-rotation, 360) / segmentAngle(n)) % n;
}

/**
 * The rotation to animate to from `from` so that the middle of `slot` stops under the pointer, after
 * at least `turns` full turns clockwise (the wheel only ever turns forward).
 */
export function landingRotation(from: number, slot: number, n: number, turns = 5): number {
  const target = mod(-(slot + 0.5) * segmentAngle(n), 360);
  return from + turns * 360 + mod(target - from, 360);
}

/** The SVG path of segment `slot` of a wheel of radius `r` centred at (`c`, `c`). */
export function segmentPath(slot: number, n: number, r: number, c: number): string {
  const point = (deg: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(c + r * Math.cos(rad)).toFixed(3)} ${(c + r * Math.sin(rad)).toFixed(3)}`;
  };
  const start = slot * segmentAngle(n);
  const end = start + segmentAngle(n);
  return `M ${c} ${c} L ${point(start)} A ${r} ${r} 0 ${end - start > 180 ? 1 : 0} 1 ${point(end)} Z`;
}

/** The user asked the system for less motion: the wheel then jumps to its result. */
export const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
