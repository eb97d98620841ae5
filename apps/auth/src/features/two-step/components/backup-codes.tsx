import { useState } from 'react';
import { TWO_STEP_SCREEN } from '@profileproof/contracts/two-step';
import { Alert, Button } from '@profileproof/ui';

const TEXT = TWO_STEP_SCREEN.section;
const FILE_NAME = 'profileproof-backup-codes.txt';

/** The ten backup codes, this once: copy, download, then done. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;

  const copy = () =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="pp-two-step__codes">
      <Alert tone="success">{TEXT.onStatus}</Alert>
      <div>
        <h3 className="pp-two-step__subtitle">{TEXT.backupTitle}</h3>
        <p className="pp-two-step__lead">{TEXT.backupIntro}</p>
      </div>
      <ol className="pp-two-step__code-list" aria-label={TEXT.backupTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="pp-two-step__actions">
        <Button variant="secondary" onClick={copy}>
          {copied ? TEXT.copied : TEXT.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          {TEXT.download}
        </Button>
        <Button onClick={onDone}>{TEXT.done}</Button>
      </div>
    </div>
  );
}
