import type { EndpointRoute } from "./routes";

/**
 * Issue 21, the chain's own content: notices, FAQ and events (user-api; reading is open to
 * everyone, an event's sign-up needs a member), and their store side (mngr-api, checked with the
 * `x-mngr-key` header like the order status change). Terms are read through `agreeTerms`.
 */
export const contentRoutes = {
  notices: { method: "GET", prefix: "user-api", path: "/api/notices", auth: "none" },
  noticeDetail: { method: "GET", prefix: "user-api", path: "/api/notices/:noticeNo", auth: "none" },
  faqs: { method: "GET", prefix: "user-api", path: "/api/faqs", auth: "none" },
  events: { method: "GET", prefix: "user-api", path: "/api/events", auth: "optional" },
  eventDetail: { method: "GET", prefix: "user-api", path: "/api/events/:eventNo", auth: "optional" },
  eventSignup: { method: "POST", prefix: "user-api", path: "/api/events/:eventNo/signup", auth: "member" },
  eventSignupCancel: { method: "DELETE", prefix: "user-api", path: "/api/events/:eventNo/signup", auth: "member" },
  // store side
  mngrNoticeCreate: { method: "POST", prefix: "mngr-api", path: "/api/notices", auth: "none" },
  mngrNoticeUpdate: { method: "PUT", prefix: "mngr-api", path: "/api/notices/:noticeNo", auth: "none" },
  mngrNoticeState: { method: "PATCH", prefix: "mngr-api", path: "/api/notices/:noticeNo", auth: "none" },
  mngrFaqCreate: { method: "POST", prefix: "mngr-api", path: "/api/faqs", auth: "none" },
  mngrFaqUpdate: { method: "PUT", prefix: "mngr-api", path: "/api/faqs/:faqNo", auth: "none" },
  mngrFaqState: { method: "PATCH", prefix: "mngr-api", path: "/api/faqs/:faqNo", auth: "none" },
  mngrEventCreate: { method: "POST", prefix: "mngr-api", path: "/api/events", auth: "none" },
  mngrEventUpdate: { method: "PUT", prefix: "mngr-api", path: "/api/events/:eventNo", auth: "none" },
  mngrEventState: { method: "PATCH", prefix: "mngr-api", path: "/api/events/:eventNo", auth: "none" },
  mngrTermsCreate: { method: "POST", prefix: "mngr-api", path: "/api/terms", auth: "none" },
} as const satisfies Record<string, EndpointRoute>;
