import {
  BadRequestException,
  Body as NestBody,
  Param as NestParam,
  type PipeTransform,
  Query as NestQuery,
  type Type,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
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

/** The one validation pipe of the API's routes (stateless: one instance serves every request). */
const VALIDATION = createValidationPipe();

/*
 * `@Body()`, `@Query()` and `@Param()` for the API's routes: Nest's own, with the validation pipe
 * bound to them, then any `pipes` given. The API sets no global pipe: Nest runs a global pipe on
 * every parameter of every route, `@CurrentUser()` and the other custom ones included, and each
 * run costs a chain of five promises on every request; there is nothing to validate in them.
 * ESLint refuses Nest's own three in the API (no-restricted-imports), so no input goes unchecked.
 */

/** The request's JSON body, validated against the parameter's DTO class. */
export const Body = (...pipes: (Type<PipeTransform> | PipeTransform)[]): ParameterDecorator =>
  NestBody(VALIDATION, ...pipes);

/** The query string (or one of its values), validated against the parameter's DTO class. */
export const Query = (property?: string): ParameterDecorator =>
  property === undefined ? NestQuery(VALIDATION) : NestQuery(property, VALIDATION);

/** One path parameter, through the validation pipe like every other input. */
export const Param = (property: string): ParameterDecorator => NestParam(property, VALIDATION);

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
