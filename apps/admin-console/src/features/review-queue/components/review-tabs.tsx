import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type ReviewStep = 'submissions' | 'analysis' | 'preview';

export const REVIEW_STEPS: readonly { step: ReviewStep; label: string }[] = [
  { step: 'submissions', label: 'Submissions' },
  { step: 'analysis', label: 'Analysis' },
  { step: 'preview', label: 'Preview' },
];

export const tabId = (base: string, step: ReviewStep) => `${base}-tab-${step}`;
export const panelId = (base: string) => `${base}-panel`;

/**
 * The three steps as a WAI-ARIA tablist with manual activation: Tab enters the list at the open
 * step, the arrow keys (and Home/End) move between steps, Enter or Space opens one. Opening is
 * the screen's call (`onSelect`), because a step may refuse with a message.
 */
export function ReviewTabs({
  base,
  current,
  onSelect,
  details,
}: {
  base: string;
  current: ReviewStep;
  onSelect: (step: ReviewStep) => void;
  /** A short extra under each step's name, e.g. the queue's count. */
  details: Partial<Record<ReviewStep, ReactNode>>;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = tabs.current.findIndex((tab) => tab === document.activeElement);
    if (focused < 0) return;
    const last = REVIEW_STEPS.length - 1;
    const target = {
      ArrowRight: focused === last ? 0 : focused + 1,
      ArrowLeft: focused === 0 ? last : focused - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  return (
    <div className="review-tabs" role="tablist" aria-label="Review steps" onKeyDown={onKeyDown}>
      {REVIEW_STEPS.map(({ step, label }, index) => {
        const selected = step === current;
        return (
          <button
            key={step}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(base, step)}
            aria-selected={selected}
            aria-controls={selected ? panelId(base) : undefined}
            tabIndex={selected ? 0 : -1}
            className="review-tabs__tab"
            onClick={() => onSelect(step)}
          >
            <span className="review-tabs__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="review-tabs__text">
              <span className="review-tabs__label">{label}</span>
              {details[step] && <span className="review-tabs__detail">{details[step]}</span>}
            </span>
          </button>
        );
      })}
    </div>
  );
}
