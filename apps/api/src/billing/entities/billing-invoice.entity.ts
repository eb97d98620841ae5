import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { BillingCustomer } from './billing-customer.entity';

/**
 * An invoice of a customer, as the last sync read it. Amounts in cents of `currency`. Every
 * statement on it: BillingRepository.
 */
@Entity({ name: 'billing_invoices' })
@Unique('billing_invoices_customer_invoice_key', ['billingCustomerId', 'invoiceId'])
export class BillingInvoice {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'billing_invoices_pkey' })
  id!: number;

  @Column({ name: 'billing_customer_id', type: 'integer' })
  billingCustomerId!: number;

  @ManyToOne(() => BillingCustomer, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({
    name: 'billing_customer_id',
    foreignKeyConstraintName: 'billing_invoices_billing_customer_id_fkey',
  })
  customer?: BillingCustomer;

  /** The provider's id (`in_…`, or a Razorpay invoice/payment id). */
  @Column({ name: 'invoice_id', type: 'varchar', length: 255 })
  invoiceId!: string;

  @Column({ name: 'subscription_id', type: 'varchar', length: 255, nullable: true })
  subscriptionId!: string | null;

  /** Cents charged. */
  @Column({ type: 'integer' })
  amount!: number;

  /** Cents refunded. */
  @Column({ name: 'refunded_amount', type: 'integer', default: 0 })
  refundedAmount!: number;

  @Column({ type: 'varchar', length: 8 })
  currency!: string;

  /** The provider's status word. */
  @Column({ type: 'varchar', length: 32 })
  status!: string;

  /** What a refund targets; null when unpaid. */
  @Column({ name: 'payment_id', type: 'varchar', length: 255, nullable: true })
  paymentId!: string | null;

  /** When the provider created it. */
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
