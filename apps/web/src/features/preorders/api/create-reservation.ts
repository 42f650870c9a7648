import type { ReservationCreate } from "@cellar/contracts/client";
import { callEndpoint } from "../../../lib/http/client";

/**
 * POST commerce-api /api/reservation/orders: holds the bottles and starts the payment; by card it
 * answers the hosted page to open (back to `returnPath`), by easy pay it has paid at once (`payUrl` null).
 */
export const createReservation = (body: ReservationCreate) =>
  callEndpoint("reservationCreate", { data: body, silent: true });
