import {
  BILLING_ADMIN_TEXTS,
  type AdminBillingEvent,
  type BillingEventState,
} from '@profileproof/contracts/billing';
import { Badge, Button, RefreshIcon } from '@profileproof/ui';
import { BillingBlock, When } from './billing-tables';

const TEXT = BILLING_ADMIN_TEXTS;

const STATE_TONES: Record<BillingEventState, 'neutral' | 'success' | 'warning'> = {
  received: 'neutral',
  processed: 'success',
  failed: 'warning',
  ignored: 'neutral',
};

/** The provider's notices about the user, newest first as the API lists them, each with Replay. */
export function BillingEventsTable({
  events,
  replaying,
  onReplay,
}: {
  events: AdminBillingEvent[];
  /** The event being replayed, if any. */
  replaying: number | null;
  onReplay: (id: number, type: string) => void;
}) {
  const columns = TEXT.eventColumns;
  return (
    <BillingBlock
      title={TEXT.events}
      empty={TEXT.noEvents}
      count={events.length}
      columns={Object.values(columns)}
    >
      {events.map((event) => (
        <tr key={event.id}>
          <th scope="row" className="billing-table__id">
            {event.type}
          </th>
          <td>
            <Badge tone={STATE_TONES[event.state]}>{TEXT.eventStates[event.state]}</Badge>
          </td>
          <td className="billing-table__number">{event.attempts}</td>
          <td>
            <When iso={event.received_at} />
          </td>
          <td>
            <When iso={event.processed_at} />
          </td>
          <td className="billing-table__error">{event.error ?? '—'}</td>
          <td>
            <Button
              variant="secondary"
              className="billing-table__action"
              busy={replaying === event.id}
              disabled={replaying !== null && replaying !== event.id}
              onClick={() => onReplay(event.id, event.type)}
            >
              {replaying !== event.id && <RefreshIcon />}
              {TEXT.replay}
              <span className="pp-visually-hidden">
                {' '}
                {event.type} {event.event_id}
              </span>
            </Button>
          </td>
        </tr>
      ))}
    </BillingBlock>
  );
}
