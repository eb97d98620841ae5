import type {
  BillingInterval,
  BillingProviderName,
  BillingState,
  PurchasablePlanId,
} from '@profileproof/contracts';

/** A subscription as the provider reports it (read fresh at every sync; never from a webhook body). */
export interface ProviderSubscription {
  /** The provider's id (Stripe `sub_…`, Razorpay `sub_…`). */
  id: string;
  customerId: string;
  /** The provider's own status word (Stripe `active`, `past_due`…; Razorpay `active`, `halted`…). */
  status: string;
  /** Our plan, from the price's lookup key or plan notes; null when the price is not ours. */
  plan: PurchasablePlanId | null;
  interval: BillingInterval | null;
  /** The end of the paid period (renewal, or the end when canceling); null when unknown. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  createdAt: Date;
}

/** An invoice (Stripe) or a paid charge of a subscription (Razorpay). Amounts in cents. */
export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  amount: number;
  refundedAmount: number;
  currency: string;
  /** The provider's status word: paid, open, void… */
  status: string;
  createdAt: Date;
  /** What a refund targets (Stripe payment intent or charge, Razorpay payment); null when unpaid. */
  paymentId: string | null;
}

/** A webhook whose signature, body and timestamp were verified. */
export interface VerifiedEvent {
  /** The provider's event id: the event log is unique on (provider, id). */
  id: string;
  type: string;
  /** Sent by the provider's live mode (false: test mode). */
  livemode: boolean;
  /** The provider's customer the event is about; null when it names none (ignored). */
  customerId: string | null;
}

export interface CheckoutInput {
  customerId: string;
  plan: PurchasablePlanId;
  interval: BillingInterval;
  /** Ours, stored on the provider's objects as metadata (`user_id`). */
  userId: number;
  successUrl: string;
  cancelUrl: string;
}

/** A signature, body or timestamp that does not verify: the webhook answers 400 and stores nothing. */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or answered 5xx: callers answer 503 with Retry-After. */
export class ProviderUnavailableError extends Error {}

/**
 * What billing needs from a payment provider. Amounts come from PLANS (`planAmountCents`), never
 * from a client. Every method that talks to the provider throws ProviderUnavailableError when it
 * cannot be reached.
 */
export interface BillingProvider {
  readonly name: BillingProviderName;
  /** The keys are live keys (`sk_live_`, `rzp_live_`); events of the other mode change nothing. */
  readonly livemode: boolean;
  /** Creates the provider's customer for this user; called once per user and provider. */
  createCustomer(user: { id: number; email: string }): Promise<string>;
  /** A hosted payment page for the plan at the server's price; `url` is where the browser goes. */
  createCheckout(input: CheckoutInput): Promise<{ url: string; sessionId: string }>;
  /**
   * Ends the customer's checkouts not paid yet (Stripe: open sessions expire; Razorpay: created
   * subscriptions are cancelled), so that only the newest checkout can be paid: at most one live
   * subscription per customer.
   */
  expireOpenCheckouts(customerId: string): Promise<void>;
  /** The provider's page where the customer manages payment method, cancellation and invoices. */
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Verifies the raw body against the signature headers (and a timestamp at most 5 minutes old
   * where the provider signs one). Throws WebhookSignatureError.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): VerifiedEvent;
  /** Every subscription of the customer, newest first, as the provider holds it now. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /** Ends the subscription at once (no further charge). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Refunds what is left of the invoice's payment. */
  refund(invoice: ProviderInvoice): Promise<void>;
  /** Our state for the provider's status; a status it does not know is 'ended'. */
  stateOf(subscription: Pick<ProviderSubscription, 'status' | 'cancelAtPeriodEnd'>): BillingState;
}
