import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** GET commerce-api /api/easypay: the member's registered cards (easy pay). */
export const useEasyPayCards = (enabled: boolean) =>
  useQuery({ queryKey: ["easypay"], queryFn: () => callEndpoint("easyPay", { hidden: true }), enabled });
