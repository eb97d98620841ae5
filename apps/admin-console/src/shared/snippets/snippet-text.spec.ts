import { createDefaultFormData } from '@profileproof/analysis';
import { ADMIN_REPLY_MAX_LENGTH } from '@profileproof/contracts';
import { insertText, snippetValues, fillSnippet } from './snippet-text';

const URL = 'https://www.linkedin.com/in/ada';

describe('snippet variables', () => {
  it('are the checklist scores as the report writes them', () => {
    expect(snippetValues(createDefaultFormData(URL), ` ${URL} `)).toEqual({
      profile_url: URL,
      score: 9,
      spam_score: 5,
      risk_level: 'Low',
      outreach: 'No',
    });
    const risky = {
      ...createDefaultFormData(URL),
      newlyCreated: true,
      sparseJobHistory: true,
      lowConnections: true,
    };
    expect(snippetValues(risky, URL)).toMatchObject({ risk_level: 'High', spam_score: 65 });
  });

  it('fill a snippet, leaving unknown names as written', () => {
    const values = snippetValues(createDefaultFormData(URL), URL);
    expect(
      fillSnippet(
        '{profile_url} scores {score}/100 ({risk_level} risk, outreach: {outreach}, spam {spam_score}); {name}',
        values,
      ),
    ).toBe(`${URL} scores 9/100 (Low risk, outreach: No, spam 5); {name}`);
  });
});

describe('inserting text into the report', () => {
  it('goes at the caret, or in place of the selection, and puts the caret after it', () => {
    expect(insertText('Hello world', 5, 5, ',')).toEqual({ report: 'Hello, world', caret: 6 });
    expect(insertText('Hello world', 6, 11, 'Ada')).toEqual({ report: 'Hello Ada', caret: 9 });
    expect(insertText('', 0, 0, 'Hi')).toEqual({ report: 'Hi', caret: 2 });
  });

  it('keeps a selection out of range inside the text', () => {
    expect(insertText('abc', 9, 12, '!')).toEqual({ report: 'abc!', caret: 4 });
    expect(insertText('abc', 2, 1, '-')).toEqual({ report: 'ab-c', caret: 3 });
  });

  it('refuses what would make the report longer than a reply may be', () => {
    const report = 'x'.repeat(ADMIN_REPLY_MAX_LENGTH - 2);
    expect(insertText(report, 0, 0, 'ab')?.report.length).toBe(ADMIN_REPLY_MAX_LENGTH);
    expect(insertText(report, 0, 0, 'abc')).toBeNull();
    // Replacing a selection frees its length.
    expect(insertText(report, 0, 1, 'abc')?.report.length).toBe(ADMIN_REPLY_MAX_LENGTH);
  });
});
