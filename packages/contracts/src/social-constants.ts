/** Social sign-in providers (issue 25, decisions 430–436), as they appear in addresses. */
export const SOCIAL_PROVIDERS = ["kakao", "naver", "apple"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** SPEC §3 `snsTyCode` per provider (decision 430). */
export const SNS_TY_CODES: Record<SocialProvider, string> = { kakao: "01", naver: "02", apple: "03" };

/** SPEC §7: the provider redirect carries response type `code` and this fixed state string. */
export const SOCIAL_LOGIN_STATE = "CELLAR_SNS_LOGIN";

/** Certification method (`crtfcMthSeCode`) of a join that starts with a social account: 07 SNS. */
export const SOCIAL_CERT_METHOD = "07";

/** What a sign-in with a provider is for: signing in (or joining) or linking to the signed-in member. */
export const SOCIAL_PURPOSES = ["login", "link"] as const;
export type SocialPurpose = (typeof SOCIAL_PURPOSES)[number];

/** The HttpOnly cookie that binds a provider round trip to the browser that started it (decision 431). */
export const SOCIAL_BINDING_COOKIE = "cellar_sns";

/** Minutes a started sign-in, and a social identity waiting for its join, stay usable. */
export const SOCIAL_ATTEMPT_TTL_MINUTES = 10;
export const SOCIAL_JOIN_TTL_MINUTES = 30;

/** The web page the provider sends the person back to. */
export const socialCallbackPath = (provider: SocialProvider) => `/sns/callback/${provider}`;
