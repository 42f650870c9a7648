import type { Router } from "../../app/http/route";
import type { AddressSearch } from "./address-search.adapter";

/** GET commerce-api address/search: the provider's page of addresses for a keyword (members). */
export function registerAddressSearchRoutes(router: Router, provider: AddressSearch): void {
  router.mount("addressSearch", async ({ query }) => provider.search(query));
}
