import { z } from "zod";
import { loginUserInfoSchema } from "./auth";
import { requiredString } from "./fields";
import { SOCIAL_PROVIDERS, SOCIAL_PURPOSES } from "./social-constants";

const providerSchema = z.enum(SOCIAL_PROVIDERS, { error: `provider must be one of ${SOCIAL_PROVIDERS.join(", ")}` });

export const socialProviderParamsSchema = z.object({ provider: providerSchema });

/** POST /api/social/:provider/start: where to send the person (the provider's login page). */
export const socialStartRequestSchema = z.object({
  purpose: z.enum(SOCIAL_PURPOSES, { error: `purpose must be one of ${SOCIAL_PURPOSES.join(", ")}` }),
});
export const socialStartResponseSchema = z.object({ authorizeUrl: z.string() });
export type SocialStartResponse = z.infer<typeof socialStartResponseSchema>;

/** POST /api/social/:provider/callback: what the provider put in the callback address. */
export const socialCallbackRequestSchema = z.object({
  state: requiredString("state").max(100, "state is too long"),
  code: z.string().max(500, "code is too long").optional(),
  error: z.string().max(100, "error is too long").optional(),
});

/** Linked accounts of the signed-in member (settings). */
export const socialLinkSchema = z.object({
  provider: providerSchema,
  snsTyCode: z.string(),
  /** The e-mail the provider reported, when it gave one. */
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;
export const socialLinksSchema = z.array(socialLinkSchema);

/**
 * The callback's outcome: a linked account signs in (token headers, like a login); a person no
 * member has linked goes on to join with `snsTkn`; a link made in settings answers the links.
 */
export const socialCallbackResponseSchema = z.discriminatedUnion("result", [
  z.object({ result: z.literal("SIGNED_IN"), purpose: z.literal("login"), user: loginUserInfoSchema }),
  z.object({
    result: z.literal("JOIN"),
    purpose: z.literal("login"),
    provider: providerSchema,
    /** Passed as the join's `snsTkn` (single use, 30 minutes). */
    snsTkn: z.string(),
    email: z.string().nullable(),
  }),
  z.object({ result: z.literal("LINKED"), purpose: z.literal("link"), links: socialLinksSchema }),
]);
export type SocialCallbackResponse = z.infer<typeof socialCallbackResponseSchema>;
