import { MAX_INPUT_DEPTH, MAX_INPUT_VALUES, MAX_ROW_ID } from '../limits';

/**
 * The API's `detail` texts that are not of one domain: a request refused before any route reads
 * it (its URL, headers, JSON, shape), a validation failure, an `{id}` that is no row's, a route
 * that does not exist, an outage and an unexpected error. Every error answer is an `ErrorBody`.
 */

/** 400 of a body, query or path refused field by field: beside `errors`, each field's messages. */
export const VALIDATION_FAILED = 'Validation failed';

/** 400: an `{id}` in a path that is not a whole number from 1 to MAX_ROW_ID. */
export const INVALID_ID = `The id must be a whole number from 1 to ${MAX_ROW_ID}.`;

/** 404 of a path no route answers. */
export const ROUTE_NOT_FOUND = 'Not found';

/** 500: an error the API did not expect (logged with the request's id). */
export const INTERNAL_ERROR = 'Internal server error';

/** 503: the database or Redis is unreachable (with `Retry-After`). */
export const DEPENDENCY_DOWN_DETAIL =
  'The service is temporarily unavailable. Please try again in a few seconds.';

/** 400: a body sent as JSON that does not parse. */
export const MALFORMED_JSON = 'Malformed JSON in the request body';

/** 414: a path parameter longer than the router reads. */
export const REQUEST_URL_TOO_LONG = 'The URL is too long';
/** 400: a URL the router cannot read. */
export const REQUEST_URL_MALFORMED = 'The URL is malformed';
/** 431: headers over the parser's limit. */
export const REQUEST_HEADERS_TOO_LARGE = 'The URL and headers are too large';
/** 408: a request that did not arrive in time. */
export const REQUEST_TIMED_OUT = 'The request took too long to arrive';
/** 400: a request Node's HTTP parser cannot read. */
export const REQUEST_MALFORMED = 'The request is malformed';

/** 400: a body, query or path nested deeper than MAX_INPUT_DEPTH. */
export const INPUT_TOO_DEEP = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
/** 400: more than MAX_INPUT_VALUES keys and elements in all. */
export const INPUT_TOO_LARGE = `The request has too many values (at most ${MAX_INPUT_VALUES.toLocaleString('en-US')})`;
/** 400: PostgreSQL cannot store NUL characters in text, and no legitimate input contains them. */
export const INPUT_HAS_NUL = 'Text must not contain NUL (\\u0000) characters';

/** The refusals of a required text field, by its name as the client sees it ('Refresh token'). */
export const FIELD_MESSAGES = {
  required: (name: string) => `${name} is required`,
  notString: (name: string) => `${name} must be a string`,
  tooLong: (name: string, maxLength: number) => `${name} must be at most ${maxLength} characters`,
} as const;
