import { bindSchemas } from "./endpoint-schemas";
import { socialRoutes } from "./routes-social";
import {
  socialCallbackRequestSchema,
  socialCallbackResponseSchema,
  socialLinksSchema,
  socialProviderParamsSchema,
  socialStartRequestSchema,
  socialStartResponseSchema,
} from "./social";

const withSchemas = bindSchemas(socialRoutes);

/** Schemas of the social sign-in endpoints (routes-social.ts). */
export const socialEndpoints = {
  socialStart: withSchemas("socialStart", {
    params: socialProviderParamsSchema,
    body: socialStartRequestSchema,
    response: socialStartResponseSchema,
  }),
  socialCallback: withSchemas("socialCallback", {
    params: socialProviderParamsSchema,
    body: socialCallbackRequestSchema,
    response: socialCallbackResponseSchema,
  }),
  socialLinks: withSchemas("socialLinks", { response: socialLinksSchema }),
  socialUnlink: withSchemas("socialUnlink", { params: socialProviderParamsSchema, response: socialLinksSchema }),
} as const;
