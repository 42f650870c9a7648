import { callEndpoint } from "../../../lib/http/client";

/** POST commerce-api easypay/cards: starts a registration on the gateway's billing page (open payUrl). */
export const startEasyPayRegistration = (returnPath: string, password?: string) =>
  callEndpoint("easyPayRegister", { data: { returnPath, ...(password ? { password } : {}) } });

/** POST commerce-api easypay/cards/confirm: completes it with the billing key the page returned. */
export const confirmEasyPayRegistration = (regNo: string, billkey: string, password?: string) =>
  callEndpoint("easyPayRegisterConfirm", { data: { regNo, billkey, ...(password ? { password } : {}) }, silent: true });
