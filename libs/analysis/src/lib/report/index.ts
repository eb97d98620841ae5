/** The report the customer receives, built from the checklist; one module per section. */
export { adviceFor, recommendationsFor, type TodoItem, todoItems } from './advice';
export {
  REPORT_CHECK_IDS,
  REPORT_CHECK_SECTIONS,
  type ReportCheckId,
  type ReportSectionId,
} from './check-ids';
export {
  checkHolds,
  checkLabel,
  type CheckStatus,
  checkStatus,
  compareReviews,
  type HeadlineFigures,
  headlineFigures,
  isRiskFlagCheck,
  readChecklist,
  type ReportCheckResult,
  type ReportSection,
  reportSections,
  type ReviewProgress,
  SPAM_MODERATE_FROM,
  type SpamLevel,
  spamLevel,
} from './checklist';
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
export { type ReplyBlock, replyBlocks, replyPreview } from './report-text';
