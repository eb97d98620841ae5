import { ACCOUNT_SCREEN } from '@profileproof/contracts/account';
import { Alert, Button, FormError, LoadingState } from '@profileproof/ui';
import { formErrorMessage } from '../account-errors';
import { useAccountSessions } from '../api/account-sessions';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { AccountSection } from './account-section';
import { SessionRow } from './session-row';

/** Where the user is signed in: sign one session out, or every other one. */
export function SessionsSection() {
  const texts = ACCOUNT_SCREEN.sessions;
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <AccountSection title={texts.heading} intro={texts.intro}>
      {sessions.isPending && <LoadingState label={ACCOUNT_SCREEN.loading} />}
      {sessions.isError && <FormError>{texts.failed}</FormError>}
      {sessions.isSuccess && (
        <ul className="account-sessions" aria-label={texts.heading}>
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={endOne.isPending && endOne.variables === session.id}
              onSignOut={(id) => endOne.mutate(id)}
            />
          ))}
        </ul>
      )}
      {endOne.isError && <FormError>{formErrorMessage(endOne.error)}</FormError>}
      {endOthers.isError && <FormError>{formErrorMessage(endOthers.error)}</FormError>}
      {endOthers.isSuccess && (
        <Alert tone="success">{texts.signedOutOthers(endOthers.data.revoked)}</Alert>
      )}
      {sessions.isSuccess && others === 0 && !endOthers.isSuccess && (
        <p className="account-section__note">{texts.noOthers}</p>
      )}
      <div className="account-form__actions">
        <Button
          variant="secondary"
          busy={endOthers.isPending}
          disabled={sessions.isSuccess && others === 0}
          onClick={() => endOthers.mutate()}
        >
          {texts.signOutOthers}
        </Button>
      </div>
    </AccountSection>
  );
}
