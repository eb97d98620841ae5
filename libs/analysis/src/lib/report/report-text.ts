/**
 * Reading an analyst's reply. Replies are plain text: the generated report underlines its
 * headings with '=' or '-' lines, and a hand-written reply may be anything.
 */

const UNDERLINE = /^\s*(?:=+|-+)\s*$/;

export type ReplyBlock =
  { kind: 'heading'; level: 2 | 3; text: string } | { kind: 'text'; text: string };

/**
 * Headings (a line underlined with '=' or '-') and the text between them. The text keeps its
 * line breaks: the screen shows it with white-space: pre-wrap.
 */
export function replyBlocks(reply: string): ReplyBlock[] {
  const lines = reply.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ReplyBlock[] = [];
  let text: string[] = [];
  const flushText = () => {
    // The lookbehind keeps the scan linear: a run of line breaks is tried once, from its start.
    const joined = text.join('\n').replace(/^\n+|(?<!\n)\n+$/g, '');
    if (joined) blocks.push({ kind: 'text', text: joined });
    text = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const next = lines[index + 1];
    if (line.trim() && next !== undefined && UNDERLINE.test(next) && next.trim().length >= 3) {
      flushText();
      blocks.push({
        kind: 'heading',
        level: next.trim().startsWith('=') ? 2 : 3,
        text: line.trim(),
      });
      index += 1;
    } else {
      text.push(line);
    }
  }
  flushText();
  return blocks;
}

/**
 * The reply as one running line for a card preview. A report's title block (profile URL, date)
 * says nothing new on a card: the preview starts at its first section. Headings are dropped, and
 * short lines such as 'Risk level: Low' are separated with ' · ' so they do not run together.
 */
export function replyPreview(reply: string): string {
  const blocks = replyBlocks(reply);
  const firstSection = blocks.findIndex((block) => block.kind === 'heading' && block.level === 3);
  const lines = blocks
    .slice(Math.max(firstSection, 0))
    .flatMap((block) => (block.kind === 'text' ? block.text.split('\n') : []))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return lines.reduce(
    (preview, line) =>
      preview ? `${preview}${/[.!?:]$/.test(preview) ? ' ' : ' · '}${line}` : line,
    '',
  );
}
