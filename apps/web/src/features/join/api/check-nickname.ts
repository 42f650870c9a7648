import { callEndpoint } from "../../../lib/http/client";

/** GET the nickname availability (duplicate check) when the field is left; no spinner, no popup. */
export async function checkNickname(nickName: string): Promise<boolean> {
  return (await callEndpoint("checkNickname", { params: { nickName }, hidden: true, silent: true })).available;
}
