import type { Router } from "../../app/http/route";
import { requireStoreKey } from "../../app/http/store-key";
import { addTermsVersion } from "../join";
import * as repo from "./content.repository";
import {
  type ContentDeps,
  createFaq,
  createNotice,
  listFaqs,
  listNotices,
  noticeDetail,
  setFaqState,
  setNoticeState,
  updateFaq,
  updateNotice,
} from "./content.usecases";
import {
  cancelSignup,
  createEvent,
  eventDetail,
  listEvents,
  setEventState,
  signUp,
  updateEvent,
} from "./events.usecases";

/** Notices, FAQ and events (user-api): read by everyone, an event's sign-up by a member. */
export function registerContentRoutes(router: Router, given: Omit<ContentDeps, "repo">): void {
  const deps: ContentDeps = { ...given, repo };
  router.mount("notices", async ({ query }) => listNotices(deps, query));
  router.mount("noticeDetail", async ({ params }) => noticeDetail(deps, params.noticeNo));
  router.mount("faqs", async ({ query }) => listFaqs(deps, query));
  router.mount("events", async ({ query, member }) => listEvents(deps, query, member?.mberNo ?? null));
  router.mount("eventDetail", async ({ params, member }) => eventDetail(deps, params.eventNo, member?.mberNo ?? null));
  router.mount("eventSignup", async ({ params, member }) => signUp(deps, params.eventNo, member.mberNo));
  router.mount("eventSignupCancel", async ({ params, member }) => cancelSignup(deps, params.eventNo, member.mberNo));
}

/** The chain writes its content (mngr-api, header `x-mngr-key`, decision 383). */
export function registerStoreContentRoutes(
  router: Router,
  given: Omit<ContentDeps, "repo">,
  mngrApiKey: string | undefined,
): void {
  const deps: ContentDeps = { ...given, repo };
  router.mount("mngrNoticeCreate", async ({ c, body }) => {
    requireStoreKey(c, mngrApiKey);
    return createNotice(deps, body);
  });
  router.mount("mngrNoticeUpdate", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return updateNotice(deps, params.noticeNo, body);
  });
  router.mount("mngrNoticeState", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return setNoticeState(deps, params.noticeNo, body);
  });
  router.mount("mngrFaqCreate", async ({ c, body }) => {
    requireStoreKey(c, mngrApiKey);
    return createFaq(deps, body);
  });
  router.mount("mngrFaqUpdate", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return updateFaq(deps, params.faqNo, body);
  });
  router.mount("mngrFaqState", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return setFaqState(deps, params.faqNo, body);
  });
  router.mount("mngrEventCreate", async ({ c, body }) => {
    requireStoreKey(c, mngrApiKey);
    return createEvent(deps, body);
  });
  router.mount("mngrEventUpdate", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return updateEvent(deps, params.eventNo, body);
  });
  router.mount("mngrEventState", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return setEventState(deps, params.eventNo, body);
  });
  router.mount("mngrTermsCreate", async ({ c, body }) => {
    requireStoreKey(c, mngrApiKey);
    return addTermsVersion(deps.db, deps.clock, body);
  });
}
