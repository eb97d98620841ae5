import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { VALIDATION_FAILED } from '@profileproof/contracts';

/**
 * Request DTOs are validated and transformed; unknown fields are refused. A failure answers
 * 400 `{detail: 'Validation failed', errors: {field: [messages]}}` (nested fields as `a.b`), with
 * one message per field: the first rule it fails (as the spec's forms show only the first error).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => validationFailed(fieldMessages(errors)),
  });
}

/** The pipe's answer, for a rule a service checks itself (one that needs the database, say). */
export function validationFailed(errors: Record<string, string[]>): BadRequestException {
  return new BadRequestException({ detail: VALIDATION_FAILED, errors });
}

function fieldMessages(errors: ValidationError[], parent?: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const field = [parent, error.property].filter(Boolean).join('.') || 'body';
    if (error.constraints) fields[field] = Object.values(error.constraints);
    Object.assign(fields, fieldMessages(error.children ?? [], field));
  }
  return fields;
}
