import { SOCIAL_ERRORS } from "@cellar/contracts/client";

const known = new Set<string>(Object.values(SOCIAL_ERRORS).map((e) => e.code));

/**
 * The i18n key (social namespace) of a failed social sign-in's code as the callback passes it on
 * in the address (`snsError`); anything unknown reads as "could not finish".
 */
export const socialErrorKey = (code: string | null): string | null => {
  if (!code) return null;
  return known.has(code) ? `errors.${code}` : "errors.other";
};
