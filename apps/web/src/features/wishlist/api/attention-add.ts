import { callEndpoint } from "../../../lib/http/client";

/** POST product-api /api/attention {itemCd} (SPEC §7). Failures are only logged (SPEC §8). */
export const addAttention = (itemCd: string) =>
  callEndpoint("attentionAdd", { data: { itemCd }, hidden: true, silent: true });
