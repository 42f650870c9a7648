import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST user-api /api/roulette/{eventCd}/spin: the server draws the prize and credits it (members only). */
export const spinRoulette = (eventCd: string) =>
  callEndpoint("rouletteSpin", { pathParams: { eventCd }, silent: true });

/**
 * One spin. The event (spins left, stock) and the spin history are fetched again once the wheel has
 * stopped (`settle`), so the page does not give the result away while the wheel turns.
 */
export function useSpinRoulette(eventCd: string) {
  const queryClient = useQueryClient();
  const spin = useMutation({ mutationFn: () => spinRoulette(eventCd) });
  const settle = () => void queryClient.invalidateQueries({ queryKey: ["roulette"] });
  return { spin, settle };
}
