import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  EMAIL_MAX_LENGTH,
  FIELD_MESSAGES,
  isValidEmail,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
} from '@profileproof/contracts';
import { Transform } from 'class-transformer';
import {
  IsNotEmpty,
  IsString,
  MaxLength,
  MinLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { ADDRESS_MESSAGES } from '@profileproof/contracts/account';
import { newPasswordContextError } from '@profileproof/contracts/password-context';
import { canonicalEmail, emailSpellingProblem } from '../../users/canonical-email';
import { isCommonPassword, PASSWORD_TOO_COMMON } from '../../users/password-policy';

/*
 * Field rules are combined with applyDecorators, which registers them in the order written: the
 * global validation pipe stops at a field's first failing rule, so the first message listed wins.
 * (Stacked decorators register bottom-up, which would check them in reverse.)
 */

/**
 * An e-mail address field: trimmed, then required, then the contracts' one rule (`isValidEmail`),
 * then its spelling (`emailSpellingProblem`: no look-alike, invisible or mixed-script characters).
 * The value stays as typed; the services use its canonical form (`canonicalEmail`).
 */
export function AccountEmail(
  requiredMessage: string = MESSAGES.validation.emailRequired,
): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX_LENGTH }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotEmpty({ message: requiredMessage }),
    ValidateBy(
      {
        name: 'isValidEmail',
        // Its canonical form is what is stored (IDNA can lengthen a domain): it must fit too.
        validator: {
          validate: (value) =>
            typeof value === 'string' &&
            isValidEmail(value) &&
            canonicalEmail(value).length <= EMAIL_MAX_LENGTH,
        },
      },
      { message: MESSAGES.validation.emailInvalid },
    ),
    ValidateBy(
      {
        name: 'isPlainEmail',
        validator: {
          validate: (value) => typeof value === 'string' && emailSpellingProblem(value) === null,
        },
      },
      {
        message: ({ value }) =>
          typeof value === 'string' && emailSpellingProblem(value) === 'mixed_scripts'
            ? ADDRESS_MESSAGES.mixedScripts
            : ADDRESS_MESSAGES.lookAlike,
      },
    ),
  );
}

/**
 * A new password (sign-up, reset): required, 8 to 128 characters, not one of the most common
 * passwords, not built from the body's `email` (when it has one) or the product's name. The reset
 * body has no address: the service checks the account's (`newPasswordError`).
 */
export function NewPassword(messages: { required: string; tooShort: string }): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      format: 'password',
      description:
        'Not one of the most common passwords, and not containing the e-mail address, its local part or the name ProfileProof (compared regardless of case)',
    }),
    IsNotEmpty({ message: messages.required }),
    MinLength(PASSWORD_MIN_LENGTH, { message: messages.tooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, {
      message: PASSWORD_TOO_LONG,
    }),
    ValidateBy(
      {
        name: 'isNotCommonPassword',
        validator: { validate: (value) => typeof value === 'string' && !isCommonPassword(value) },
      },
      { message: PASSWORD_TOO_COMMON },
    ),
    NotBuiltFromContext(),
  );
}

/** `newPasswordContextError` against the body's `email`: its message is the field's. */
function NotBuiltFromContext(): PropertyDecorator {
  const error = (value: unknown, object: unknown) => {
    const email = (object as Record<string, unknown>).email;
    return typeof value === 'string'
      ? newPasswordContextError(value, typeof email === 'string' ? email : undefined)
      : null;
  };
  return ValidateBy({
    name: 'isNotBuiltFromContext',
    validator: {
      validate: (value, args) => error(value, args?.object) === null,
      defaultMessage: (args) => error(args?.value, args?.object) ?? '',
    },
  });
}

/** The confirmation of a new password: required, equal to `password`. */
export function PasswordConfirmation(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'password', description: 'The same as `password`' }),
    IsNotEmpty({ message: MESSAGES.signup.confirmPasswordRequired }),
    EqualsProperty('password', { message: MESSAGES.signup.passwordsDoNotMatch }),
  );
}

/** A required string of bounded length (a token, a credential, a login password). */
export function RequiredString(
  name: string,
  maxLength: number,
  apiOptions: ApiPropertyOptions = {},
): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength, ...apiOptions }),
    IsNotEmpty({ message: FIELD_MESSAGES.required(name) }),
    IsString({ message: FIELD_MESSAGES.notString(name) }),
    MaxLength(maxLength, { message: FIELD_MESSAGES.tooLong(name, maxLength) }),
  );
}

function EqualsProperty(property: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'equalsProperty',
      constraints: [property],
      validator: {
        // Without the other value there is nothing to compare: that field reports its own error.
        validate: (value, args) => {
          const other = (args?.object as Record<string, unknown>)[property];
          return other === undefined || other === null || other === '' || value === other;
        },
      },
    },
    options,
  );
}
