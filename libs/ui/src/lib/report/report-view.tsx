import {
  type AnalysisFormData,
  headlineFigures,
  reportSections,
  todoItems,
} from '@profileproof/analysis';
import type { ReactNode } from 'react';
import { Alert } from '../components';
import { CheckSections } from './check-sections';
import { ReportHeadline } from './headline';
import { ReviewerWords } from './reviewer-words';
import { type ReportTodoProps, TodoList } from './todo-list';
import './report.css';

export interface ReportViewProps {
  /** The reply's checklist (`readChecklist` of its form_data); null: the reply is its text alone. */
  form: AnalysisFormData | null;
  /** The reviewer's words as sent (hand edits included). */
  reply: string;
  /**
   * The customer's to-do list with their ticks. Absent (the reviewer's preview): the items
   * `todoItems` gives for `form`, none ticked, read-only.
   */
  todo?: ReportTodoProps & { error?: string | null };
  /** Shown after the headline figures: the customer's progress across reviews. */
  progress?: ReactNode;
}

function Part({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section className="pp-report-part" aria-labelledby={`pp-report-${id}`}>
      <div className="pp-report-part__head">
        <h3 id={`pp-report-${id}`}>{title}</h3>
        {note && <p className="pp-report-part__note">{note}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * The report as the customer reads it, and as the reviewer previews it before sending: the
 * headline figures, every check by section with its advice, the to-do list, then the reviewer's
 * own words. Without a checklist, the words alone: no empty charts.
 */
export function ReportView({ form, reply, todo, progress }: ReportViewProps) {
  if (!form) {
    return (
      <div className="pp-report">
        <ReviewerWords reply={reply} />
      </div>
    );
  }
  const figures = headlineFigures(form);
  const sections = reportSections(form);
  const checks = sections.flatMap((section) => section.checks);
  const met = checks.filter((check) => check.status === 'met').length;
  const items =
    todo?.items ?? todoItems(form).map((item) => ({ id: item.id, text: item.text, done: false }));
  return (
    <div className="pp-report">
      <ReportHeadline figures={figures} />
      {progress}
      <Part
        id="checks"
        title="Checks"
        note={`${met} of ${checks.length} checks met. Each unmet check says what to do about it.`}
      >
        <CheckSections sections={sections} headingLevel={4} />
      </Part>
      <Part
        id="todo"
        title="To-do list"
        note={
          items.length === 0
            ? 'Nothing to fix: the profile passes every check.'
            : 'Highest impact first. Tick items off as you fix them.'
        }
      >
        {todo?.error && <Alert tone="error">{todo.error}</Alert>}
        {items.length > 0 && (
          <TodoList items={items} onToggle={todo?.onToggle} pendingId={todo?.pendingId} />
        )}
      </Part>
      <Part id="words" title="Your reviewer's words">
        <ReviewerWords reply={reply} level={4} />
      </Part>
    </div>
  );
}
