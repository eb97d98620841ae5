import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@profileproof/contracts';
import { AlertIcon, CheckIcon, LockIcon, MailIcon } from './icons';

/** The product's mark: the gradient square and the name (the navbar draws the same). */
export function BrandMark() {
  return (
    <span className="pp-brand">
      <span className="pp-brand__logo" aria-hidden="true">
        PP
      </span>
      <span className="pp-brand__name">{PRODUCT_NAME}</span>
    </span>
  );
}

export type StatusIconKind = 'success' | 'error' | 'mail' | 'lock' | 'pending';

/** A large round icon that says at a glance how a step went. */
export function StatusIcon({ kind }: { kind: StatusIconKind }) {
  return (
    <div className={`pp-status-icon pp-status-icon--${kind}`} aria-hidden="true">
      {kind === 'success' && <CheckIcon size={28} />}
      {kind === 'error' && <AlertIcon size={28} />}
      {kind === 'mail' && <MailIcon size={28} />}
      {kind === 'lock' && <LockIcon size={28} />}
      {kind === 'pending' && <span className="pp-spinner pp-spinner--large" />}
    </div>
  );
}

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown above the title, e.g. while verifying or after a success. */
  status?: StatusIconKind;
  /** Above the card, e.g. the brand mark linking home on pages without the navbar. */
  brand?: ReactNode;
  /** Under the card, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The one layout of every account screen: a centred card with a heading, on a soft backdrop. */
export function AuthCard({ title, subtitle, status, brand, footer, children }: AuthCardProps) {
  return (
    <div className="pp-auth">
      <div className="pp-auth__inner">
        {brand && <div className="pp-auth__brand">{brand}</div>}
        <section className="pp-card pp-auth__card">
          <header
            className={['pp-auth__header', status && 'pp-auth__header--status']
              .filter(Boolean)
              .join(' ')}
          >
            {status && <StatusIcon kind={status} />}
            <h1>{title}</h1>
            {subtitle && <p className="pp-auth__subtitle">{subtitle}</p>}
          </header>
          {children}
        </section>
        {footer && <div className="pp-auth__footer">{footer}</div>}
      </div>
    </div>
  );
}
