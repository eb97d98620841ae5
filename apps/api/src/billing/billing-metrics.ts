import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Counter, Gauge, type Metric, register } from 'prom-client';
import { BillingEventsRepository } from './billing-events.repository';

/**
 * Billing's Prometheus metrics, on prom-client's default registry (served by MetricsService):
 * webhooks received (by outcome), syncs done and failed, customers found drifted by the last
 * reconciliation, and the age of the oldest event not processed yet (read at scrape time).
 */
@Injectable()
export class BillingMetrics implements OnApplicationShutdown {
  private readonly metrics: Metric[] = [];
  private readonly received: Counter<'outcome'>;
  private readonly syncs: Counter<'result'>;
  private readonly drifted: Gauge;

  constructor(repository: BillingEventsRepository) {
    this.received = this.add(
      new Counter({
        name: 'profileproof_billing_events_received_total',
        help: 'Webhook deliveries, by outcome: stored, duplicate, ignored, rejected (bad signature or mode)',
        labelNames: ['outcome'],
        registers: [],
      }),
    );
    this.syncs = this.add(
      new Counter({
        name: 'profileproof_billing_syncs_total',
        help: 'Syncs of a customer with the payment provider, by result (processed, failed)',
        labelNames: ['result'],
        registers: [],
      }),
    );
    this.drifted = this.add(
      new Gauge({
        name: 'profileproof_billing_drift_customers',
        help: "Customers whose stored state differed from the provider's at the last reconciliation",
        registers: [],
      }),
    );
    this.add(
      new Gauge({
        name: 'profileproof_billing_oldest_unprocessed_event_age_seconds',
        help: 'Age of the oldest webhook event not processed yet (0: none)',
        registers: [],
        async collect() {
          // A failed read keeps the last value: the scrape's other metrics still answer.
          try {
            this.set((await repository.eventFigures()).oldestUnprocessedSeconds);
          } catch {
            return;
          }
        },
      }),
    );
  }

  event(outcome: 'stored' | 'duplicate' | 'ignored' | 'rejected'): void {
    this.received.inc({ outcome });
  }

  synced(): void {
    this.syncs.inc({ result: 'processed' });
  }

  eventsFailed(): void {
    this.syncs.inc({ result: 'failed' });
  }

  reconciled(drift: number): void {
    this.drifted.set(drift);
  }

  onApplicationShutdown(): void {
    // Only those still ours: another app in this process (tests) may have replaced them.
    for (const metric of this.metrics) {
      const name = (metric as unknown as { name: string }).name;
      if (register.getSingleMetric(name) === metric) register.removeSingleMetric(name);
    }
  }

  private add<T extends Metric>(metric: T): T {
    const name = (metric as unknown as { name: string }).name;
    if (register.getSingleMetric(name)) register.removeSingleMetric(name);
    register.registerMetric(metric);
    this.metrics.push(metric);
    return metric;
  }
}
