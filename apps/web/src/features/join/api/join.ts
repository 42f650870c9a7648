import type { JoinRequest, LoginUserInfo } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST join: creates the member (card and lowest grade) and signs them in (tokens in the headers). */
export async function join(body: JoinRequest): Promise<LoginUserInfo> {
  return callEndpoint("join", { data: body });
}

export function useJoin() {
  return useMutation({ mutationKey: ["join", "join"], mutationFn: join });
}
