/**
 * What Cellar needs from a payment provider (CONVENTIONS rule 7): a hosted page to send the card
 * holder to, and a server-side confirmation that captures the approved amount. The sandbox
 * implements it; a real provider plugs in behind the same two calls.
 */
export type CheckoutRequest = {
  orderNo: string;
  orderName: string;
  amount: number;
  /** Where the hosted page sends the card holder back (a path of this site). */
  returnUrl: string;
};

export type ConfirmRequest = { paymentKey: string; orderNo: string; amount: number };

export type Approval = { paymentKey: string; amount: number; cardNo: string; approvedAt: Date };

export type ConfirmOutcome = { ok: true; approval: Approval } | { ok: false; reason: "notApproved" | "amountMismatch" };

export type PaymentGateway = {
  readonly name: string;
  /** Registers the payment with the provider and answers the hosted page's URL. */
  startCheckout: (request: CheckoutRequest) => Promise<string>;
  /** Captures an approved payment. Idempotent: the same key again answers the same approval. */
  confirm: (request: ConfirmRequest) => Promise<ConfirmOutcome>;
};
