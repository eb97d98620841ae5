import type { CheckStatus, ReportSection } from '@profileproof/analysis';
import { CheckCircleIcon, WarningIcon } from '../icons';
import { DashIcon } from '../info-icons';

/** The mark of each status, in words as well as an icon and a colour. */
const MARKS: Readonly<Record<CheckStatus, { text: string; flagText: string }>> = {
  met: { text: 'Met', flagText: 'Clear' },
  unmet: { text: 'Not met', flagText: 'Not met' },
  flagged: { text: 'Flagged', flagText: 'Flagged' },
};

function StatusIcon({ status }: { status: CheckStatus }) {
  if (status === 'met') return <CheckCircleIcon size={18} />;
  if (status === 'flagged') return <WarningIcon size={18} />;
  return <DashIcon size={18} />;
}

/**
 * Every check of the checklist in the sections a customer recognises, each marked met, not met or
 * flagged; an unmet check or a raised flag carries what to do about it.
 */
export function CheckSections({
  sections,
  headingLevel,
}: {
  sections: readonly ReportSection[];
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="pp-report-sections">
      {sections.map((section) => {
        const isRisk = section.id === 'risk';
        return (
          <section
            key={section.id}
            className="pp-report-section"
            aria-labelledby={`pp-report-section-${section.id}`}
          >
            <div className="pp-report-section__head">
              <Heading id={`pp-report-section-${section.id}`}>{section.title}</Heading>
              <span className="pp-report-section__count">
                {isRisk
                  ? `${section.checks.length - section.metCount} of ${section.checks.length} raised`
                  : `${section.metCount} of ${section.checks.length} met`}
              </span>
            </div>
            <ul className="pp-report-checks">
              {section.checks.map((check) => (
                <li
                  key={check.id}
                  className={`pp-report-check pp-report-check--${check.status}`}
                  data-check={check.id}
                >
                  <span className="pp-report-check__icon" aria-hidden="true">
                    <StatusIcon status={check.status} />
                  </span>
                  <span className="pp-report-check__label">{check.label}</span>
                  <span className="pp-report-check__status">
                    {isRisk ? MARKS[check.status].flagText : MARKS[check.status].text}
                  </span>
                  {check.advice && <p className="pp-report-check__advice">{check.advice}</p>}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
