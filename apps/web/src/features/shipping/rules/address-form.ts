import type { AddressHit, ShippingAddress, ShippingAddressInput } from "@cellar/contracts/client";

/** What the address form holds: the postcode and base address come only from the address search. */
export type AddressForm = {
  addrNm: string;
  receiverNm: string;
  receiverMobileNum: string;
  zip: string;
  baseAddr: string;
  roadAddr: string;
  detailAddr: string;
  defaultYn: "Y" | "N";
};

export const EMPTY_ADDRESS_FORM: AddressForm = {
  addrNm: "",
  receiverNm: "",
  receiverMobileNum: "",
  zip: "",
  baseAddr: "",
  roadAddr: "",
  detailAddr: "",
  defaultYn: "N",
};

/** The form of an address of the book (to edit it). */
export const formOf = (a: ShippingAddress): AddressForm => ({
  addrNm: a.addrNm,
  receiverNm: a.receiverNm,
  receiverMobileNum: a.receiverMobileNum,
  zip: a.zip,
  baseAddr: a.baseAddr,
  roadAddr: a.roadAddr,
  detailAddr: a.detailAddr,
  defaultYn: a.defaultYn === "Y" ? "Y" : "N",
});

/**
 * A search result chosen: its postcode, and as the base address the road-name address with its
 * reference part (dong, building) the courier reads; the detail address is typed again.
 */
export const withHit = (form: AddressForm, hit: AddressHit): AddressForm => ({
  ...form,
  zip: hit.zip,
  baseAddr: hit.roadAddrRef ? `${hit.roadAddr} ${hit.roadAddrRef}` : hit.roadAddr,
  roadAddr: hit.roadAddr,
  detailAddr: "",
});

export type AddressFormProblem = "addrNm" | "receiverNm" | "mobile" | "address" | "detailAddr";

/** The first field that keeps the form from being saved, or null (the API checks the same). */
export function formProblem(f: AddressForm): AddressFormProblem | null {
  if (f.addrNm.trim() === "") return "addrNm";
  if (f.receiverNm.trim() === "") return "receiverNm";
  if (!/^01\d{8,9}$/.test(f.receiverMobileNum)) return "mobile";
  if (!/^\d{5}$/.test(f.zip) || f.baseAddr.trim() === "") return "address";
  if (f.detailAddr.trim() === "") return "detailAddr";
  return null;
}

export const inputOf = (f: AddressForm): ShippingAddressInput => ({
  ...f,
  addrNm: f.addrNm.trim(),
  receiverNm: f.receiverNm.trim(),
  detailAddr: f.detailAddr.trim(),
});
