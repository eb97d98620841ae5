import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { CheckCircleIcon, InfoIcon, WarningIcon } from './icons';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width of its container. */
  block?: boolean;
  /** Work in progress: the button shows a spinner and cannot be pressed again. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  block,
  busy = false,
  className,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClassName(variant, { block }), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <span className="pp-spinner pp-spinner--inline" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** The button look for links (`<Link className={buttonClassName('secondary')}>`). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  { block = false }: { block?: boolean } = {},
): string {
  return ['pp-button', `pp-button--${variant}`, block && 'pp-button--block']
    .filter(Boolean)
    .join(' ');
}

export function Card({
  children,
  className,
  as: Tag = 'section',
}: {
  children: ReactNode;
  className?: string;
  as?: 'section' | 'article' | 'div';
}) {
  return <Tag className={['pp-card', className].filter(Boolean).join(' ')}>{children}</Tag>;
}

export function Page({ children }: { children: ReactNode }) {
  return <div className="pp-page pp-container">{children}</div>;
}

export function PageHeader({
  eyebrow,
  title,
  subtitle,
  actions,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="pp-page-header">
      <div>
        {eyebrow && <div className="pp-page-header__eyebrow">{eyebrow}</div>}
        <h1>{title}</h1>
        {subtitle && <p className="pp-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="pp-row">{actions}</div>}
    </header>
  );
}

export type Tone = 'info' | 'success' | 'warning' | 'error';

const ALERT_ICONS: Record<Tone, typeof InfoIcon> = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: WarningIcon,
};

export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  const Icon = ALERT_ICONS[tone];
  return (
    <div className={`pp-alert pp-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon className="pp-icon pp-icon--inline" />
      <div className="pp-alert__body">{children}</div>
    </div>
  );
}

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'brand' | 'success' | 'warning';
  children: ReactNode;
}) {
  return <span className={`pp-badge pp-badge--${tone}`}>{children}</span>;
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="pp-loading" role="status" aria-live="polite">
      <span className="pp-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A panel that says something went wrong and, when it can be retried, offers to. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Try again',
  children,
}: {
  title: string;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Card className="pp-panel pp-panel--error">
      <div className="pp-panel__icon" aria-hidden="true">
        !
      </div>
      <div role="alert">
        <h2>{title}</h2>
        <p className="pp-panel__message">{message}</p>
      </div>
      <div className="pp-row" style={{ justifyContent: 'center' }}>
        {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
        {children}
      </div>
    </Card>
  );
}
