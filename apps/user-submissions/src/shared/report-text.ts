/**
 * Reading an analyst's reply. Replies are plain text: the generated report underlines its
 * headings with '=' or '-' lines, and a hand-written reply may be anything.
 */

const UNDERLINE = /^\s*(=+|-+)\s*$/;

export type ReplyBlock = { kind: 'heading'; level: 2 | 3; text: string } | { kind: 'text'; text: string };

/**
 * Headings (a line underlined with '=' or '-') and the text between them. The text keeps its
 * line breaks: the screen shows it with white-space: pre-wrap.
 */
export function replyBlocks(reply: string): ReplyBlock[] {
  const lines = reply.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ReplyBlock[] = [];
  let text: string[] = [];
  const flushText = () => {
    const joined = text.join('\n').replace(/^\n+|\n+$/g, '');
    if (joined) blocks.push({ kind: 'text', text: joined });
    text = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const next = lines[index + 1];
    if (line.trim() && next !== undefined && UNDERLINE.test(next) && next.trim().length >= 3) {
      flushText();
      blocks.push({ kind: 'heading', level: next.trim().startsWith('=') ? 2 : 3, text: line.trim() });
      index += 1;
    } else {
      text.push(line);
    }
  }
  flushText();
  return blocks;
}

/** The reply as one running line for a card preview: no underlines, whitespace collapsed. */
export function replyPreview(reply: string): string {
  return reply
    .split(/\r?\n/)
    .filter((line) => !UNDERLINE.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
