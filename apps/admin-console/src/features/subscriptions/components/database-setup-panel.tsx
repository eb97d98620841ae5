import { SUBSCRIPTIONS_SCREEN } from '@profileproof/contracts/admin-screens';
import { Fragment } from 'react';
import { SUBSCRIPTIONS_TABLE_MISSING_ERROR } from '@profileproof/contracts';
import { Button, Card, DatabaseIcon, RefreshIcon } from '@profileproof/ui';

const TEXT = SUBSCRIPTIONS_SCREEN;

/** A step's text with its `commands` and `paths` (between backticks) shown as code. */
function StepText({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) =>
          index % 2 === 1 ? (
            <code key={index}>{part}</code>
          ) : (
            <Fragment key={index}>{part}</Fragment>
          ),
        )}
    </>
  );
}

/** The spec's subscriptions screen: shown when the subscriptions table is missing; Check Again reads the list again. */
export function DatabaseSetupPanel({
  detail,
  checking,
  onCheckAgain,
}: {
  detail?: string;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  return (
    <Card className="database-setup">
      <div className="database-setup__icon" aria-hidden="true">
        <DatabaseIcon />
      </div>
      <h2>{TEXT.databaseSetupTitle}</h2>
      <p className="database-setup__intro">{TEXT.databaseSetupIntro}</p>
      <ol className="database-setup__steps">
        {TEXT.databaseSetupSteps.map((step) => (
          <li key={step}>
            <StepText text={step} />
          </li>
        ))}
      </ol>
      {detail && detail !== SUBSCRIPTIONS_TABLE_MISSING_ERROR && (
        <p className="database-setup__detail">Server: {detail}</p>
      )}
      <Button onClick={onCheckAgain} busy={checking}>
        {!checking && <RefreshIcon />}
        {TEXT.checkAgain}
      </Button>
    </Card>
  );
}
