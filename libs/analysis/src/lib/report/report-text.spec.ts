import { replyBlocks, replyPreview } from './report-text';

describe('reading a reply', () => {
  const report = [
    'LinkedIn Profile Analysis Report',
    '================================',
    '',
    'Profile: https://www.linkedin.com/in/ada',
    '',
    'Summary',
    '-------',
    'Overall profile score: 72/100',
    'Risk level: Low',
    '',
    '- a bullet',
  ].join('\n');

  it('turns underlined lines into headings and keeps the line breaks of the rest', () => {
    expect(replyBlocks(report)).toEqual([
      { kind: 'heading', level: 2, text: 'LinkedIn Profile Analysis Report' },
      { kind: 'text', text: 'Profile: https://www.linkedin.com/in/ada' },
      { kind: 'heading', level: 3, text: 'Summary' },
      { kind: 'text', text: 'Overall profile score: 72/100\nRisk level: Low\n\n- a bullet' },
    ]);
  });

  it('leaves a hand-written reply as one text, Windows line ends included', () => {
    expect(replyBlocks('Thanks!\r\nLooks good.\r\n')).toEqual([
      { kind: 'text', text: 'Thanks!\nLooks good.' },
    ]);
  });

  it('does not take a short dash line or a first-line rule for an underline', () => {
    expect(replyBlocks('--\nA\n---')).toEqual([
      { kind: 'text', text: '--' },
      { kind: 'heading', level: 3, text: 'A' },
    ]);
  });

  it('previews a report from its first section, as one line', () => {
    expect(replyPreview(report)).toBe(
      'Overall profile score: 72/100 · Risk level: Low · - a bullet',
    );
  });

  it('previews a hand-written reply whole, its sentences joined by spaces', () => {
    expect(replyPreview('Thanks!\nYour profile looks fine.\n\nUpdate the photo')).toBe(
      'Thanks! Your profile looks fine. Update the photo',
    );
  });
});
