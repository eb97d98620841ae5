export * from './lib/form-data';
export * from './lib/checks';
export * from './lib/fields';
export * from './lib/scoring';
export * from './lib/report';
export * from './lib/validation';
export { formatIsoDate, formatLongDate, formatWholeNumber } from './lib/format';
