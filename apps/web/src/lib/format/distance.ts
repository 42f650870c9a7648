/** CONTRACT.md §8: '<number> km' with one decimal. */
export function formatDistance(km: number | null | undefined): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return "";
  return `${km.toFixed(1)} km`;
}
