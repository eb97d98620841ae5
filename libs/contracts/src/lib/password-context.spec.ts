import { newPasswordContextError, PASSWORD_CONTEXT_MESSAGES } from './password-context';

const { containsEmail: passwordContainsEmail, containsProductName: passwordContainsProductName } =
  PASSWORD_CONTEXT_MESSAGES;

describe('newPasswordContextError', () => {
  it.each([
    ['Ada.Lovelace@Example.com', 'ada.lovelace@example.com'],
    ['ada.lovelace@example.com', 'ADA.LOVELACE'],
    ['ada.lovelace@example.com', 'AdaLovelace'],
    ['ada.lovelace@example.com', 'ada_lovelace1815'],
    ['ada.lovelace@example.com', '1815-Ada-Lovelace!'],
    ['ada.lovelace+shop@example.com', 'ada.lovelace-rocks'],
    ['ada@example.com', 'ADA'],
    ['ada@example.com', 'a.d.a!!!!'],
    ['ada@example.com', 'ada@example.com'],
    ['ada@example.com', 'my ada@example.com password'],
    ['  jo@example.com ', 'jo'],
  ])('refuses for %s the password %j', (email, password) => {
    expect(newPasswordContextError(password, email)).toBe(passwordContainsEmail);
  });

  it.each(['profileproof', 'MyProfileProof2024', 'Profile-Proof rocks', 'profile proof 42'])(
    'refuses %j, which contains the product name, with or without an address',
    (password) => {
      expect(newPasswordContextError(password)).toBe(passwordContainsProductName);
      expect(newPasswordContextError(password, 'ada@example.com')).toBe(
        passwordContainsProductName,
      );
    },
  );

  it.each([
    // A local part under 4 characters may appear inside a longer password.
    ['ada@example.com', 'adamant table 42'],
    ['jo@example.com', 'enjoy the journey'],
    // The domain is not the account's: it is shared by everyone at that company.
    ['ada.lovelace@example.com', 'example staircase 9'],
    ['ada.lovelace@example.com', 'correct horse battery'],
    ['not an address', 'not an address at all'],
  ])('accepts for %s the password %j', (email, password) => {
    expect(newPasswordContextError(password, email)).toBeNull();
  });

  it('reads the product name alone when there is no address', () => {
    expect(newPasswordContextError('ada.lovelace 1815')).toBeNull();
  });
});
