// The fake payment providers, for tests only (never imported by apps/, never in an image).
export {
  startFakeStripe,
  type FakeStripe,
  type FakeStripeOptions,
  type PriceSeed,
} from './fake-stripe';
export { formatAmount } from './stripe-pages';
export type { Delivery, DeliverOptions, DeliveryMode, Tamper } from './webhooks';
