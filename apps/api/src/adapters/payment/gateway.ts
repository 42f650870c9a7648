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
  /** CARD (card form, default) or TOSS (transfer form). */
  method?: "CARD" | "TOSS";
};

/** What the provider knows about a payment (reconciliation of a lost answer). */
export type GatewayState = {
  status: "REQUESTED" | "AUTHORIZED" | "CAPTURED" | "DECLINED" | "CANCELLED" | "VOIDED" | "REFUNDED";
  paymentKey: string | null;
  amount: number;
};
export type BillingCard = { billkey: string; cardNo: string; cardCd: string; cardName: string };

export type ConfirmRequest = { paymentKey: string; orderNo: string; amount: number };

export type Approval = {
  paymentKey: string;
  amount: number;
  cardNo: string;
  approvedAt: Date;
  cardCd?: string;
  cardName?: string;
};

export type ConfirmOutcome = { ok: true; approval: Approval } | { ok: false; reason: "notApproved" | "amountMismatch" };

export type PaymentGateway = {
  readonly name: string;
  /** Registers the payment with the provider and answers the hosted page's URL. */
  startCheckout: (request: CheckoutRequest) => Promise<string>;
  /** Captures an approved payment. Idempotent: the same key again answers the same approval. */
  confirm: (request: ConfirmRequest) => Promise<ConfirmOutcome>;
  /** Cancels an authorisation not captured yet (the card is never charged); no-op otherwise. */
  voidPayment: (orderNo: string) => Promise<void>;
  /** Refunds a captured payment in full. */
  refund: (paymentKey: string) => Promise<boolean>;
  /**
   * Partial cancel of a captured payment (returns, decision 404): gives `amount` back, at most what
   * is left of the capture; false when it cannot (unknown, not captured, more than is left).
   * `refundKey` is the provider's idempotency key (decision 421): the same key again answers true
   * without giving the money back twice.
   */
  refundPart: (paymentKey: string, amount: number, refundKey: string) => Promise<boolean>;
  /** The provider's record of a payment, or null when it never heard of it. */
  lookup: (orderNo: string) => Promise<GatewayState | null>;
  /** Starts a card registration on the hosted page (no charge); answers its URL. */
  startBilling: (request: { regNo: string; returnUrl: string }) => Promise<string>;
  /** The card a completed registration issued the billing key for. */
  billingCard: (regNo: string, billkey: string) => Promise<BillingCard | null>;
  /** Authorises a charge of a billing key at once; answers the payment key to confirm. */
  authorizeBillingKey: (request: {
    orderNo: string;
    orderName: string;
    amount: number;
    billkey: string;
  }) => Promise<string | null>;
  /** Forgets a billing key (card deleted). */
  removeBillingKey: (billkey: string) => Promise<void>;
};
