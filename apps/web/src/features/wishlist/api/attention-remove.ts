import { callEndpoint } from "../../../lib/http/client";

/** DELETE product-api /api/attention/{itemCd} (SPEC §7). Failures are only logged (SPEC §8). */
export const removeAttention = (itemCd: string) =>
  callEndpoint("attentionRemove", { pathParams: { itemCd }, hidden: true, silent: true });
