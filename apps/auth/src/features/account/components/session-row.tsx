import { ACCOUNT_SCREEN, type AccountSession } from '@profileproof/contracts/account';
import { Badge, Button, formatDateTime } from '@profileproof/ui';

interface SessionRowProps {
  session: AccountSession;
  onSignOut: (id: string) => void;
  busy: boolean;
}

/** One session: device, network, sign-in and last use; "Sign out" unless it is this device. */
export function SessionRow({ session, onSignOut, busy }: SessionRowProps) {
  const texts = ACCOUNT_SCREEN.sessions;
  return (
    <li className="account-session">
      <div className="account-session__main">
        <p className="account-session__device">
          {session.device}
          {session.current && <Badge tone="success">{texts.thisDevice}</Badge>}
        </p>
        <dl className="account-session__facts">
          <div>
            <dt>{texts.place}</dt>
            <dd>{session.ip ?? texts.unknownPlace}</dd>
          </div>
          <div>
            <dt>{texts.started}</dt>
            <dd>{formatDateTime(session.created_at)}</dd>
          </div>
          <div>
            <dt>{texts.lastUsed}</dt>
            <dd>{formatDateTime(session.last_used_at)}</dd>
          </div>
        </dl>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          busy={busy}
          aria-label={texts.signOutDevice(session.device)}
          onClick={() => onSignOut(session.id)}
        >
          {texts.signOut}
        </Button>
      )}
    </li>
  );
}
