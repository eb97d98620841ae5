import { useId, type ReactNode } from 'react';
import { Card } from '@profileproof/ui';

interface AccountSectionProps {
  title: string;
  intro?: ReactNode;
  /** The danger zone (closing the account) is set apart. */
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One section of the Account page: a card named by its heading. */
export function AccountSection({ title, intro, tone = 'default', children }: AccountSectionProps) {
  const headingId = useId();
  return (
    <Card className={`account-section account-section--${tone}`}>
      <div aria-labelledby={headingId} role="region" className="account-section__inner">
        <header className="account-section__header">
          <h2 id={headingId}>{title}</h2>
          {intro && <p className="account-section__intro">{intro}</p>}
        </header>
        <div className="account-section__body">{children}</div>
      </div>
    </Card>
  );
}
