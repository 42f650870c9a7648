import { z } from "zod";
import {
  contentStateResultSchema,
  contentStateSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventSchema,
  eventWriteSchema,
  faqListQuerySchema,
  faqListSchema,
  faqSchema,
  faqWriteSchema,
  noticeListQuerySchema,
  noticePageSchema,
  noticeSchema,
  noticeWriteSchema,
  termsWriteSchema,
} from "./content";
import { bindSchemas } from "./endpoint-schemas";
import { idParam } from "./input-rules";
import { termSchema } from "./join";
import { contentRoutes } from "./routes-content";

const withSchemas = bindSchemas(contentRoutes);
const noticeNoParams = z.object({ noticeNo: idParam("noticeNo") });
const faqNoParams = z.object({ faqNo: idParam("faqNo") });
const eventNoParams = z.object({ eventNo: idParam("eventNo") });

/** Schemas of the notices, FAQ and events endpoints and their store side (routes-content.ts). */
export const contentEndpoints = {
  notices: withSchemas("notices", { query: noticeListQuerySchema, response: noticePageSchema }),
  noticeDetail: withSchemas("noticeDetail", { params: noticeNoParams, response: noticeSchema }),
  faqs: withSchemas("faqs", { query: faqListQuerySchema, response: faqListSchema }),
  events: withSchemas("events", { query: eventListQuerySchema, response: eventPageSchema }),
  eventDetail: withSchemas("eventDetail", { params: eventNoParams, response: eventSchema }),
  eventSignup: withSchemas("eventSignup", { params: eventNoParams, response: eventSchema }),
  eventSignupCancel: withSchemas("eventSignupCancel", { params: eventNoParams, response: eventSchema }),
  mngrNoticeCreate: withSchemas("mngrNoticeCreate", { body: noticeWriteSchema, response: noticeSchema }),
  mngrNoticeUpdate: withSchemas("mngrNoticeUpdate", {
    params: noticeNoParams,
    body: noticeWriteSchema,
    response: noticeSchema,
  }),
  mngrNoticeState: withSchemas("mngrNoticeState", {
    params: noticeNoParams,
    body: contentStateSchema,
    response: contentStateResultSchema,
  }),
  mngrFaqCreate: withSchemas("mngrFaqCreate", { body: faqWriteSchema, response: faqSchema }),
  mngrFaqUpdate: withSchemas("mngrFaqUpdate", { params: faqNoParams, body: faqWriteSchema, response: faqSchema }),
  mngrFaqState: withSchemas("mngrFaqState", {
    params: faqNoParams,
    body: contentStateSchema,
    response: contentStateResultSchema,
  }),
  mngrEventCreate: withSchemas("mngrEventCreate", { body: eventWriteSchema, response: eventSchema }),
  mngrEventUpdate: withSchemas("mngrEventUpdate", {
    params: eventNoParams,
    body: eventWriteSchema,
    response: eventSchema,
  }),
  mngrEventState: withSchemas("mngrEventState", {
    params: eventNoParams,
    body: contentStateSchema,
    response: contentStateResultSchema,
  }),
  mngrTermsCreate: withSchemas("mngrTermsCreate", { body: termsWriteSchema, response: termSchema }),
} as const;
