import type { QuitRequest } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST quit: the member leaves; their personal data is removed or masked and they cannot sign in again. */
export async function quit(body: QuitRequest): Promise<void> {
  await callEndpoint("quit", { data: body });
}

export function useQuit() {
  return useMutation({ mutationKey: ["account", "quit"], mutationFn: quit });
}
