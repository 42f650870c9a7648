import { MAP_ERRORS } from "@cellar/contracts/client";
import { callEndpoint } from "../../../lib/http/client";
import type { Position } from "../state/position-state";

/**
 * GET product-api /api/tnant/address?lat&lng: the district around a position (docs/decisions/322).
 * Any failure raises SPEC §8's 'Failed to get address'.
 */
export async function getAddress(position: Position): Promise<string> {
  try {
    const { address } = await callEndpoint("storeAddress", {
      params: { lat: position.lat, lng: position.lng },
      hidden: true,
      silent: true,
    });
    if (!address) throw new Error("empty address");
    return address;
  } catch (cause) {
    throw new Error(MAP_ERRORS.addressFailed, { cause });
  }
}
