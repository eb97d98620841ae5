/** The report the customer receives, built from the checklist; one module per section. */
export { recommendationsFor } from './advice';
export { HIGH_SPAM_WARNING_FROM } from './limitations';
export {
  generateReport,
  parseReportScore,
  REPORT_SECTIONS,
  REPORT_TITLE,
  type ReportOptions,
  RISK_LEVEL_LABELS,
  type ScoreBand,
  scoreBand,
  withReportDate,
} from './render';
