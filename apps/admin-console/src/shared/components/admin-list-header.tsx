import { ADMIN_AUTO_REFRESH_MS } from '@profileproof/contracts';
import { Button, PageHeader, RefreshIcon } from '@profileproof/ui';
import { AdminNav } from './admin-nav';
import './admin-list-header.css';

/** Refresh in the page header: `busy` while the list it reads again is being fetched. */
export interface ListRefresh {
  busy: boolean;
  onRefresh: () => void;
}

/** The auto-refresh switch beside Refresh (the dashboard's queue and statistics). */
export interface AutoRefresh {
  on: boolean;
  onToggle: () => void;
}

/** An on/off switch whose state is visible (On/Off), not just its colour. */
function AutoRefreshSwitch({ on, onToggle }: AutoRefresh) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="admin-switch"
      onClick={onToggle}
    >
      <span className="admin-switch__track" aria-hidden="true">
        <span className="admin-switch__thumb" />
      </span>
      <span className="admin-switch__label">
        Auto-refresh
        <span className="admin-switch__interval"> every {ADMIN_AUTO_REFRESH_MS / 1000} s</span>
      </span>
      <span className="admin-switch__state" aria-hidden="true">
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}

/**
 * The head of every admin screen: the title, the section nav and, for the screens that list
 * something, Refresh (with the auto-refresh switch where the list reads itself again).
 */
export function AdminListHeader({
  title,
  subtitle,
  refresh,
  autoRefresh,
}: {
  title: string;
  subtitle: string;
  /** No Refresh while there is nothing to read again (not an admin, or the first load). */
  refresh?: ListRefresh | null;
  autoRefresh?: AutoRefresh;
}) {
  const actions = refresh && (
    <div
      className={
        autoRefresh
          ? 'admin-refresh-controls admin-refresh-controls--auto'
          : 'admin-refresh-controls'
      }
    >
      {autoRefresh && <AutoRefreshSwitch {...autoRefresh} />}
      <Button
        variant="secondary"
        onClick={refresh.onRefresh}
        busy={refresh.busy}
        className="admin-refresh"
      >
        {!refresh.busy && <RefreshIcon />}
        <span className="admin-refresh__label">Refresh</span>
      </Button>
    </div>
  );
  return (
    <>
      <PageHeader
        eyebrow="Admin console"
        title={title}
        subtitle={subtitle}
        actions={actions || undefined}
      />
      <AdminNav />
    </>
  );
}
