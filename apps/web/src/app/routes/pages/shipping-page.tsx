import { useLocation, useNavigate, useSearchParams } from "react-router";
import { AddressFormRoute } from "../../../features/shipping/routes/address-form-route";
import { ShippingRoute } from "../../../features/shipping/routes/shipping-route";

/**
 * `/my/shipping` and `/shipping`: the address book (issue 6); `?view=form` adds an address and
 * `?view=form&addrNo=` edits one, its address found with the Korean address search (issue 25).
 */
export default function ShippingPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const formTo = (addrNo?: number) => `${pathname}?view=form${addrNo === undefined ? "" : `&addrNo=${addrNo}`}`;
  if (search.get("view") === "form") {
    const addrNo = Number(search.get("addrNo"));
    return (
      <AddressFormRoute
        key={search.get("addrNo") ?? "new"}
        addrNo={Number.isInteger(addrNo) && addrNo > 0 ? addrNo : null}
        listTo={pathname}
        onSaved={() => void navigate(pathname, { replace: true })}
      />
    );
  }
  return <ShippingRoute formTo={formTo} />;
}
