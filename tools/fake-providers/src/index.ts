// The fake payment providers, for tests only (never imported by apps/, never in an image).
export {
  startFakeStripe,
  type FakeStripe,
  type FakeStripeOptions,
  type PriceSeed,
} from './fake-stripe';
export { startFakeRazorpay, type FakeRazorpay, type FakeRazorpayOptions } from './fake-razorpay';
export { formatAmount } from './stripe-pages';
export { startReceiver, type Received, type Receiver } from './receiver';
export type { Delivery, DeliverOptions, DeliveryMode, Tamper } from './webhooks';
