import type { ReactNode } from 'react';

export interface ContentSectionProps {
  /** Anchor of the section; its heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled part of a long page (a policy, a pricing page): an h2 the table of contents can link to. */
export function ContentSection({ id, title, children, className }: ContentSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={['pp-section', className].filter(Boolean).join(' ')}
    >
      <h2 id={`${id}-title`} className="pp-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface TableOfContentsEntry {
  id: string;
  title: string;
}

/** A numbered list of in-page links to the sections of a long page. */
export function TableOfContents({
  entries,
  label = 'On this page',
  className,
}: {
  entries: readonly TableOfContentsEntry[];
  label?: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={['pp-toc', className].filter(Boolean).join(' ')}>
      <p className="pp-toc__title" aria-hidden="true">
        {label}
      </p>
      <ol className="pp-toc__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="pp-toc__link">
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
