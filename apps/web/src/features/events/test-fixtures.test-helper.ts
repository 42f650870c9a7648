import type { Event, EventPage } from "@cellar/contracts/client";

export const event = (eventNo: number, extra: Partial<Event> = {}): Event => ({
  eventNo,
  kind: "TASTING",
  title: `Tasting ${eventNo}`,
  summary: "Five pinot noirs",
  imageUrl: `/img/${eventNo}`,
  place: "Cheongdam store",
  openAt: "2026-11-20T01:00:00Z",
  startAt: "2026-12-05T06:00:00Z",
  endAt: "2026-12-05T08:00:00Z",
  deadlineAt: "2026-12-04T06:00:00Z",
  capacity: 20,
  signupCount: 6,
  seatsLeft: 14,
  status: "OPEN",
  signupState: "OPEN",
  signedUp: false,
  pinned: false,
  contentHtml: "<p>Taste <strong>five</strong> wines</p><script>window.bad = 1</script>",
  ...extra,
});

export const page = (list: Event[]): EventPage => ({
  pageNo: 1,
  pageSize: 10,
  totalCnt: list.length,
  totalPages: 1,
  list,
});
