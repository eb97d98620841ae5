import { useId, useState } from 'react';
import { TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import { useSession } from '@profileproof/session';
import { Alert, Badge, Button, Card, FormError, LoadingState, ShieldIcon } from '@profileproof/ui';
import { genericErrorMessage } from '../../../shared/errors';
import { useSetupTwoStep } from '../api/setup-two-step';
import { useTwoStepStatus } from '../api/two-step-status';
import { BackupCodes } from './backup-codes';
import { TurnOffForm } from './turn-off-form';
import { TwoStepSetup } from './two-step-setup';
import '../two-step.css';

const TEXT = TWO_STEP_SCREEN.section;

/**
 * The Account page's "Two-step sign-in": off (an offer to set it up), setting up (QR code, the key in
 * text, a code to confirm), the backup codes once it is on (shown this once), and on (turn off).
 */
export function TwoStepSection() {
  const titleId = useId();
  const { isAdmin } = useSession();
  const status = useTwoStepStatus();
  const setup = useSetupTwoStep();
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = status.data === true;

  const body = () => {
    if (status.isPending) return <LoadingState label={TEXT.loading} />;
    if (status.isError) return <FormError>{genericErrorMessage(status.error)}</FormError>;
    if (codes) return <BackupCodes codes={codes} onDone={() => setCodes(null)} />;
    if (on) return <TurnOffForm />;
    if (setup.data)
      return (
        <TwoStepSetup
          setup={setup.data}
          onEnabled={(backupCodes) => {
            setCodes(backupCodes);
            setup.reset();
          }}
          onCancel={() => setup.reset()}
        />
      );
    return (
      <div className="pp-two-step__offer">
        <p className="pp-two-step__lead">{TEXT.offIntro}</p>
        {setup.isError && <FormError>{genericErrorMessage(setup.error)}</FormError>}
        <div>
          <Button busy={setup.isPending} onClick={() => setup.mutate()}>
            {TEXT.start}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <Card className="pp-two-step" as="section">
      <div className="pp-two-step__header">
        <span className="pp-two-step__icon" aria-hidden="true">
          <ShieldIcon />
        </span>
        <h2 id={titleId} className="pp-two-step__title">
          {TEXT.title}
        </h2>
        {on && <Badge tone="success">On</Badge>}
      </div>
      {isAdmin && status.data === false && !codes && (
        <Alert tone="warning">{TEXT.adminRequired}</Alert>
      )}
      {body()}
    </Card>
  );
}
