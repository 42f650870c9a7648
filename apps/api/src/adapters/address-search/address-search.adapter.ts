import type { AddressSearchPage, AddressSearchQuery } from "@cellar/contracts";

/**
 * A Korean address search provider (CONTRACT.md §7, decision 426): finds road-name addresses with
 * their lot-number address, postcode and building name for a keyword, one page at a time. The
 * default is the sandbox (a seeded directory in our database); a real provider (the road-name
 * address service's search API, or a postcode service) implements the same interface and converts
 * its answer to ours.
 */
export type AddressSearch = {
  name: string;
  search(query: AddressSearchQuery): Promise<AddressSearchPage>;
};
