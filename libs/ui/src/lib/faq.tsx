import type { ReactNode } from 'react';

export interface FaqItem {
  /** Anchor for links straight to one answer (e.g. /pricing#faq-refunds). */
  id?: string;
  question: string;
  answer: ReactNode;
}

/**
 * Questions that open to their answers, on native <details>/<summary>: keyboard and screen-reader
 * support come from the browser, and the answers stay findable with the page search.
 */
export function Faq({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <div className={['pp-faq', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <details key={item.question} id={item.id} className="pp-faq__item">
          <summary className="pp-faq__question">{item.question}</summary>
          <div className="pp-faq__answer">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
