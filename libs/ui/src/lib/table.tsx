import type { ReactNode } from 'react';

/**
 * Lets a wide table scroll sideways on a narrow screen instead of widening the page. The scroll
 * area is a labelled, focusable region so keyboard users can scroll it too.
 */
export function TableScroller({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={['pp-table-scroll', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
