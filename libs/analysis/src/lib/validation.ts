import { ANALYSIS_FIELD_LIST, type AnalysisFieldDefinition } from './fields';
import { type AnalysisFormData, createDefaultFormData } from './form-data';
import { formatWholeNumber } from './format';

export type FormDataValidationResult =
  { ok: true; value: AnalysisFormData } | { ok: false; errors: Record<string, string[]> };

export interface ValidateFormDataOptions {
  /** Used for the default accountType of missing keys ('premium' when the URL contains it). */
  profileUrl?: string;
}

/** Error key used when the input as a whole is unusable (not a plain object). */
export const FORM_DATA_ERROR_KEY = 'form_data';

export const VALIDATION_MESSAGES = {
  notAnObject: 'Must be an object with the analysis fields',
  unknownField: 'Unknown field',
  notBoolean: 'Must be true or false',
  numberBetween: (min: number, max: number) =>
    `Must be a number between ${formatWholeNumber(min)} and ${formatWholeNumber(max)}`,
  wholeNumberBetween: (min: number, max: number) =>
    `Must be a whole number between ${formatWholeNumber(min)} and ${formatWholeNumber(max)}`,
  dateFormat: 'Must be a date in YYYY-MM-DD format, or empty',
  dateInvalid: 'Must be a real calendar date',
  oneOf: (values: readonly string[]) => `Must be one of: ${values.join(', ')}`,
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for '' and for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDateOrEmpty(value: unknown): value is string {
  return typeof value === 'string' && (value === '' || isRealIsoDate(value));
}

function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function isPlainObject(input: unknown): input is Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return false;
  const prototype: unknown = Object.getPrototypeOf(input);
  return prototype === Object.prototype || prototype === null;
}

/** Returns the error message for one value, or null when it is acceptable. */
function checkValue(field: AnalysisFieldDefinition, value: unknown): string | null {
  switch (field.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : VALIDATION_MESSAGES.notBoolean;
    case 'number':
      if (
        typeof value !== 'number' ||
        !Number.isFinite(value) ||
        value < field.min ||
        value > field.max
      ) {
        return VALIDATION_MESSAGES.numberBetween(field.min, field.max);
      }
      return Number.isInteger(value)
        ? null
        : VALIDATION_MESSAGES.wholeNumberBetween(field.min, field.max);
    case 'date':
      if (typeof value !== 'string' || (value !== '' && !ISO_DATE.test(value)))
        return VALIDATION_MESSAGES.dateFormat;
      return isIsoDateOrEmpty(value) ? null : VALIDATION_MESSAGES.dateInvalid;
    case 'select': {
      const allowed = field.options.map((option) => option.value);
      return typeof value === 'string' && (allowed as readonly string[]).includes(value)
        ? null
        : VALIDATION_MESSAGES.oneOf(allowed);
    }
  }
}

const FIELDS_BY_KEY = new Map<string, AnalysisFieldDefinition>(
  ANALYSIS_FIELD_LIST.map((field) => [field.key, field]),
);

/**
 * Checks untrusted form_data (e.g. a request body): a plain object, no unknown keys, every known
 * key of the right type and range. Missing keys take their defaults. Never throws.
 */
export function validateFormData(
  input: unknown,
  options: ValidateFormDataOptions = {},
): FormDataValidationResult {
  if (!isPlainObject(input)) {
    return { ok: false, errors: { [FORM_DATA_ERROR_KEY]: [VALIDATION_MESSAGES.notAnObject] } };
  }

  const value = createDefaultFormData(options.profileUrl);
  const writable = value as unknown as Record<string, unknown>;
  // A Map, then Object.fromEntries: a '__proto__' key must become an error entry, not a prototype.
  const errors = new Map<string, string[]>();

  for (const key of Object.keys(input)) {
    const field = FIELDS_BY_KEY.get(key);
    if (!field) {
      errors.set(key, [VALIDATION_MESSAGES.unknownField]);
      continue;
    }
    const fieldValue = input[key];
    const problem = checkValue(field, fieldValue);
    if (problem) errors.set(key, [problem]);
    else writable[key] = fieldValue;
  }

  return errors.size > 0 ? { ok: false, errors: Object.fromEntries(errors) } : { ok: true, value };
}
