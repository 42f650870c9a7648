import type { PreorderQuoteRequest } from "@cellar/contracts/client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { preorderKeys } from "./preorder-keys";

/** POST commerce-api /api/reservation/quote: every amount of the reservation, from the server. */
export const useQuote = (body: PreorderQuoteRequest, enabled: boolean) =>
  useQuery({
    queryKey: preorderKeys.quote(body),
    queryFn: () => callEndpoint("preorderQuote", { data: body, hidden: true, silent: true }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });
