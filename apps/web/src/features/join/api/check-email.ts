import { callEndpoint } from "../../../lib/http/client";

/** GET the email availability (duplicate check) when the field is left; no spinner, no popup. */
export async function checkEmail(email: string): Promise<boolean> {
  return (await callEndpoint("checkEmail", { params: { email }, hidden: true, silent: true })).available;
}
