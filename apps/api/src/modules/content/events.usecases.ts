import {
  type Event,
  type EventKind,
  type EventPage,
  type EventStatus,
  type EventSummary,
  type eventWriteSchema,
  type SignupState,
  thumbnailUrl,
} from "@cellar/contracts";
import type { z } from "zod";
import { AppError } from "../../app/http/errors";
import { sanitizeRichContent } from "../../app/rich-content";
import type * as ContentRepository from "./content.repository";
import { type ContentDeps, isoTime, totalPages } from "./content.usecases";

type Page = { pageNo: number; pageSize: number };
const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/** The list tab an event belongs to at `now`: open from `openAt` until it ends. */
export function eventStatus(r: Pick<ContentRepository.EventRow, "openAt" | "endAt">, now: Date): EventStatus {
  const t = now.getTime();
  if (t < ms(r.openAt)!) return "UPCOMING";
  if (t > ms(r.endAt)!) return "CLOSED";
  return "OPEN";
}

/** Where the sign-up stands at `now` (decision 381). */
export function signupState(
  r: Pick<ContentRepository.EventRow, "openAt" | "deadlineAt" | "capacity" | "signupCount">,
  now: Date,
): SignupState {
  if (r.capacity === null || r.deadlineAt === null) return "NONE";
  const t = now.getTime();
  if (t < ms(r.openAt)!) return "NOT_YET";
  if (t >= ms(r.deadlineAt)!) return "CLOSED";
  return r.signupCount >= r.capacity ? "FULL" : "OPEN";
}

const toSummary = (r: ContentRepository.EventRow, now: Date): EventSummary => ({
  eventNo: r.eventNo,
  kind: r.kind as EventKind,
  title: r.title,
  summary: r.summary,
  imageUrl: r.imageFileId ? thumbnailUrl(r.imageFileId) : null,
  place: r.place,
  openAt: isoTime(r.openAt),
  startAt: isoTime(r.startAt),
  endAt: isoTime(r.endAt),
  deadlineAt: r.deadlineAt === null ? null : isoTime(r.deadlineAt),
  capacity: r.capacity,
  signupCount: r.signupCount,
  seatsLeft: r.capacity === null ? null : Math.max(0, r.capacity - r.signupCount),
  status: eventStatus(r, now),
  signupState: signupState(r, now),
  signedUp: Boolean(r.signedUp),
  pinned: r.pinned,
});
const toEvent = (r: ContentRepository.EventRow, now: Date): Event => ({
  ...toSummary(r, now),
  contentHtml: r.contentHtml,
});

export async function listEvents(
  deps: ContentDeps,
  query: Page & { status: EventStatus },
  mberNo: string | null,
): Promise<EventPage> {
  const now = deps.clock();
  const { rows, total } = await deps.repo.pageEvents(deps.db, query.status, now, query, mberNo);
  return {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCnt: total,
    totalPages: totalPages(total, query.pageSize),
    list: rows.map((r) => toSummary(r, now)),
  };
}

/** A published event; an unknown or unpublished one answers CNT0003. */
export async function eventDetail(
  deps: ContentDeps,
  eventNo: number,
  mberNo: string | null,
  withUnpublished = false,
): Promise<Event> {
  const row = await deps.repo.findEvent(deps.db, eventNo, mberNo);
  if (!row || (!row.published && !withUnpublished)) throw new AppError("eventNotFound");
  return toEvent(row, deps.clock());
}

/** Why a seat cannot be taken now, as the error to answer. */
function refusal(row: ContentRepository.EventRow, now: Date): AppError {
  const state = signupState(row, now);
  if (state === "NONE") return new AppError("eventNoSignup");
  if (state === "NOT_YET") return new AppError("eventSignupNotOpen");
  if (state === "CLOSED") return new AppError("eventSignupClosed");
  return new AppError("eventFull");
}

/**
 * Takes the member's seat: in one transaction, the member's row (the primary key makes a second
 * one of the same member wait, then find it) and the conditional count update (never past the
 * capacity, whatever runs beside it). A refusal rolls both back.
 */
export async function signUp(deps: ContentDeps, eventNo: number, mberNo: string): Promise<Event> {
  const row = await deps.repo.findEvent(deps.db, eventNo, mberNo);
  if (!row?.published) throw new AppError("eventNotFound");
  const now = deps.clock();
  if (signupState(row, now) === "NONE") throw new AppError("eventNoSignup");
  if (row.signedUp) throw new AppError("eventAlreadySignedUp");
  await deps.db.transaction(async (tx) => {
    if (!(await deps.repo.insertSignup(tx, eventNo, mberNo))) throw new AppError("eventAlreadySignedUp");
    if (!(await deps.repo.takeSeat(tx, eventNo, now))) {
      throw refusal((await deps.repo.findEvent(tx, eventNo, null)) ?? row, now);
    }
  });
  return eventDetail(deps, eventNo, mberNo);
}

/** Gives the member's seat back, before the deadline only. */
export async function cancelSignup(deps: ContentDeps, eventNo: number, mberNo: string): Promise<Event> {
  const row = await deps.repo.findEvent(deps.db, eventNo, mberNo);
  if (!row?.published) throw new AppError("eventNotFound");
  const now = deps.clock();
  const state = signupState(row, now);
  if (state === "NONE") throw new AppError("eventNoSignup");
  if (state === "CLOSED") throw new AppError("eventSignupClosed");
  await deps.db.transaction(async (tx) => {
    if (!(await deps.repo.deleteSignup(tx, eventNo, mberNo))) throw new AppError("eventNotSignedUp");
    await deps.repo.freeSeat(tx, eventNo);
  });
  return eventDetail(deps, eventNo, mberNo);
}

// ── store side ────────────────────────────────────────────────────────────────────────────────────
type EventInput = z.output<typeof eventWriteSchema>;

const valuesOf = (input: EventInput): ContentRepository.EventValues => ({
  kind: input.kind,
  title: input.title,
  summary: input.summary,
  contentHtml: sanitizeRichContent(input.contentHtml),
  place: input.place,
  imageFileId: input.imageFileId,
  openAt: new Date(input.openAt),
  startAt: new Date(input.startAt),
  endAt: new Date(input.endAt),
  deadlineAt: input.deadlineAt === null ? null : new Date(input.deadlineAt),
  capacity: input.capacity,
  pinned: input.pinned,
  published: input.published,
});

export async function createEvent(deps: ContentDeps, input: EventInput): Promise<Event> {
  const eventNo = await deps.repo.insertEvent(deps.db, valuesOf(input));
  return eventDetail(deps, eventNo, null, true);
}

/** Rewrites an event; its capacity may not drop below the seats already taken (checked under the row lock). */
export async function updateEvent(deps: ContentDeps, eventNo: number, input: EventInput): Promise<Event> {
  await deps.db.transaction(async (tx) => {
    const locked = await deps.repo.lockEventCount(tx, eventNo);
    if (!locked) throw new AppError("eventNotFound");
    if (locked.signupCount > 0 && (input.capacity === null || input.capacity < locked.signupCount)) {
      throw new AppError("eventCapacityBelowSignups");
    }
    await deps.repo.updateEvent(tx, eventNo, valuesOf(input));
  });
  return eventDetail(deps, eventNo, null, true);
}

export async function setEventState(
  deps: ContentDeps,
  eventNo: number,
  state: { pinned?: boolean | undefined; published?: boolean | undefined },
) {
  const done = await deps.repo.updateEvent(deps.db, eventNo, {
    ...(state.pinned === undefined ? {} : { pinned: state.pinned }),
    ...(state.published === undefined ? {} : { published: state.published }),
  });
  if (!done) throw new AppError("eventNotFound");
  return done;
}
