import type { Event } from "@cellar/contracts/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { eventQueryKey } from "./get-event";

/** POST user-api /api/events/{eventNo}/signup: takes the member's seat (members only). */
export const signUpForEvent = (eventNo: number) =>
  callEndpoint("eventSignup", { pathParams: { eventNo }, silent: true });

/** DELETE user-api /api/events/{eventNo}/signup: gives the seat back (before the deadline). */
export const cancelEventSignup = (eventNo: number) =>
  callEndpoint("eventSignupCancel", { pathParams: { eventNo }, silent: true });

/**
 * Sign up or cancel: the answer is the event as it now stands (seats, the member's seat), put in the
 * event's query at once; the lists are fetched again. A refusal refreshes the event (seats may have gone).
 */
export function useEventSignup(eventNo: number) {
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: (event: Event) => queryClient.setQueryData(eventQueryKey(eventNo), event),
    onError: () => void queryClient.invalidateQueries({ queryKey: eventQueryKey(eventNo) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["events", "list"] }),
  };
  const signUp = useMutation({ mutationFn: () => signUpForEvent(eventNo), ...settle });
  const cancel = useMutation({ mutationFn: () => cancelEventSignup(eventNo), ...settle });
  return { signUp, cancel, pending: signUp.isPending || cancel.isPending };
}
