import type { ReportCheckId } from '@profileproof/analysis';

export interface ReportTodoEntry {
  id: ReportCheckId | string;
  text: string;
  done: boolean;
}

export interface ReportTodoProps {
  items: readonly ReportTodoEntry[];
  /** Absent: the list is read-only (the reviewer's preview), its boxes shown but not tickable. */
  onToggle?: (id: string, done: boolean) => void;
  /** The item whose change is on its way: its box waits. */
  pendingId?: string | null;
}

/** The recommendations as a prioritised to-do list, highest impact first, with boxes to tick off. */
export function TodoList({ items, onToggle, pendingId }: ReportTodoProps) {
  const done = items.filter((item) => item.done).length;
  return (
    <div className="pp-report-todo">
      <p className="pp-report-todo__count" aria-live="polite">
        {done} of {items.length} done
      </p>
      <ol className="pp-report-todo__list">
        {items.map((item, index) => (
          <li
            key={item.id}
            className={`pp-report-todo__item${item.done ? ' pp-report-todo__item--done' : ''}`}
          >
            <label className="pp-report-todo__label">
              <input
                type="checkbox"
                className="pp-report-todo__box"
                checked={item.done}
                disabled={!onToggle || pendingId === item.id}
                onChange={(event) => onToggle?.(item.id, event.target.checked)}
              />
              <span className="pp-report-todo__rank" aria-hidden="true">
                {index + 1}
              </span>
              <span className="pp-report-todo__text">{item.text}</span>
            </label>
          </li>
        ))}
      </ol>
    </div>
  );
}
