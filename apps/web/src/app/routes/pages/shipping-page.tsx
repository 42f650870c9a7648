import { ShippingRoute } from "../../../features/shipping/routes/shipping-route";

/** `/my/shipping`: the address book (issue 6). */
export default function ShippingPage() {
  return <ShippingRoute />;
}
