import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { preorderKeys } from "./preorder-keys";

/** GET commerce-api /api/reservation/orders: my reservations, newest first. */
export const reservationsQueryOptions = () =>
  queryOptions({
    queryKey: preorderKeys.reservations,
    queryFn: () => callEndpoint("reservations", { hidden: true }),
  });

export const useReservations = () => useQuery(reservationsQueryOptions());

/** GET …/orders/{reservationNo}: one of my reservations. */
export const useReservation = (reservationNo: string, enabled = true) =>
  useQuery({
    queryKey: preorderKeys.reservation(reservationNo),
    queryFn: () => callEndpoint("reservationDetail", { pathParams: { reservationNo }, hidden: true, silent: true }),
    enabled: enabled && reservationNo !== "",
    retry: false,
  });
