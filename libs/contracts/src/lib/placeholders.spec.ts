import { placeholdersIn, unknownSnippetVariables } from './placeholders';
import { SNIPPET_VARIABLES } from './snippets';
import { PLACEHOLDER_MESSAGES } from './messages/snippets';

describe('placeholders', () => {
  it('finds each {identifier} once, in order: letters, digits and underscores between braces', () => {
    expect(
      placeholdersIn('Hi {first_name}, your {score}/100 and {first_name} again; {Team2}.'),
    ).toEqual(['{first_name}', '{score}', '{Team2}']);
    expect(placeholdersIn('No placeholder here.')).toEqual([]);
  });

  it('leaves other braces alone: empty, spaced, punctuated, nested JSON', () => {
    expect(placeholdersIn('{} { name } {first-name} {a.b} {"key": 1} {{x}')).toEqual(['{x}']);
  });

  it("does not search the literal it is given (the customer's profile URL may hold braces)", () => {
    const url = 'https://www.linkedin.com/in/{ada}';
    expect(placeholdersIn(`Profile: ${url}\nScore {score}`, url)).toEqual(['{score}']);
    expect(placeholdersIn(`Profile: ${url}`, url)).toEqual([]);
    expect(placeholdersIn(`Profile: ${url}`)).toEqual(['{ada}']);
  });

  it('answers for long runs of unclosed braces', () => {
    const hostile = `${'{'.repeat(50_000)}${'a'.repeat(50_000)}`;
    expect(placeholdersIn(hostile)).toEqual([]);
  });

  it('knows the snippet variables and names the unknown ones', () => {
    const known = SNIPPET_VARIABLES.map((name) => `{${name}}`).join(' ');
    expect(unknownSnippetVariables(known)).toEqual([]);
    expect(unknownSnippetVariables('Dear {first_name}, {score} {Score} {first_name}')).toEqual([
      '{first_name}',
      '{Score}',
    ]);
  });

  it('words the refusals with what was found, and lists the known variables', () => {
    expect(PLACEHOLDER_MESSAGES.inReport(['{first_name}'])).toBe(
      'The report still contains {first_name}: replace it before sending.',
    );
    expect(PLACEHOLDER_MESSAGES.inReport(['{a}', '{b}'])).toBe(
      'The report still contains {a}, {b}: replace them before sending.',
    );
    expect(PLACEHOLDER_MESSAGES.unknownVariables(['{first_name}'])).toBe(
      'Unknown variable {first_name}. Known variables: {profile_url}, {score}, {spam_score}, {risk_level}, {outreach}.',
    );
    expect(PLACEHOLDER_MESSAGES.unknownVariables(['{a}', '{b}'])).toMatch(
      /^Unknown variables \{a\}, \{b\}\. /,
    );
  });
});
