import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'a.b+tag@mail.example.co.uk', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ada', 'ada@example', '@example.com', 'ada@.', 'ada @example.com', 'ada@example. com'])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});
