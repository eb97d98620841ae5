/**
 * A second entry of the UI kit: the report a customer reads on /submission/{id} and the reviewer
 * previews before sending, one component for both, drawn from the reply's checklist by
 * @profileproof/analysis. Only the screens that draw it import it (and its styles).
 */
export { ReportView, type ReportViewProps } from './lib/report/report-view';
export { ReviewerWords } from './lib/report/reviewer-words';
export { type ReportTodoEntry, type ReportTodoProps } from './lib/report/todo-list';
