import type { EventSummary } from "@cellar/contracts/client";
import { formatInstant } from "../../../lib/format/seoul-time";

/** When an event runs: '2026.12.05 15:00 – 17:00' on one day, else both days and times. */
export function eventWhen(e: Pick<EventSummary, "startAt" | "endAt">): string {
  const start = formatInstant(e.startAt);
  const end = formatInstant(e.endAt);
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
}

/** The badge of an event's card: its sign-up state while it runs, else its list status. */
export function badgeOf(e: Pick<EventSummary, "status" | "signupState" | "signedUp">) {
  if (e.status === "CLOSED") return "CLOSED" as const;
  if (e.signedUp) return "SIGNED_UP" as const;
  if (e.status === "UPCOMING") return "UPCOMING" as const;
  if (e.signupState === "FULL") return "FULL" as const;
  if (e.signupState === "CLOSED") return "SIGNUP_CLOSED" as const;
  if (e.signupState === "NONE") return "FREE" as const;
  return "OPEN" as const;
}
export type EventBadge = ReturnType<typeof badgeOf>;
