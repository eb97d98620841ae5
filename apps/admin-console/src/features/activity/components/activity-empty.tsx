import { ActivityIcon, Button, Card } from '@profileproof/ui';

/** Nothing logged yet, or nothing matches the filters (then they can be cleared). */
export function ActivityEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Card className="pp-panel pp-panel--info activity-empty">
      <div className="pp-panel__icon" aria-hidden="true">
        <ActivityIcon size={24} />
      </div>
      <h2>{filtered ? 'No entries match these filters.' : 'No activity yet.'}</h2>
      <p className="pp-panel__message">
        {filtered
          ? 'Try another admin or action, or clear the filters to see every entry.'
          : 'Replies, re-opened and deleted submissions, plan changes, claims taken over, snippet edits and CSV exports are listed here as they happen.'}
      </p>
      {filtered && (
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </Card>
  );
}
