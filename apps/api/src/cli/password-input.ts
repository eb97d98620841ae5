import { StringDecoder } from 'node:string_decoder';

/** What a password is read from: the process's stdin, or a stand-in for it in tests. */
export interface PasswordSource extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
}

/** Where the prompt goes (stderr, so that stdout stays the command's output). */
export interface PromptOutput {
  write(text: string): unknown;
}

/** More than any password is long: a pipe that sends more is cut here rather than read whole. */
const MAX_LINE_BYTES = 4096;

export class PasswordInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordInputError';
  }
}

/**
 * A password typed at a terminal (not echoed, asked twice) or, when stdin is not a terminal, the
 * first line piped to it: `printf '%s\n' "$PASSWORD" | … admin:create <email>`. Never from the
 * command line, where the shell history and the process list would keep it.
 */
export async function readPassword(
  prompt: string,
  input: PasswordSource = process.stdin,
  output: PromptOutput = process.stderr,
): Promise<string> {
  if (!input.isTTY) return readFirstLine(input);
  const password = await promptHidden(prompt, input, output);
  const again = await promptHidden('Repeat it: ', input, output);
  if (again !== password) throw new PasswordInputError('The two passwords differ.');
  return password;
}

/** The first line of a piped input, without its line ending (the whole input if it has none). */
export function readFirstLine(input: PasswordSource): Promise<string> {
  return new Promise((resolve, reject) => {
    const decoder = new StringDecoder('utf8');
    let text = '';
    let bytes = 0;
    const finish = (outcome: () => void) => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.removeListener('error', onError);
      input.pause();
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      bytes += buffer.length;
      text += decoder.write(buffer);
      const end = text.indexOf('\n');
      if (end >= 0) finish(() => resolve(withoutCarriageReturn(text.slice(0, end))));
      else if (bytes > MAX_LINE_BYTES)
        finish(() => reject(new PasswordInputError('The password line is too long.')));
    };
    const onEnd = () => finish(() => resolve(withoutCarriageReturn(text + decoder.end())));
    const onError = (error: Error) => finish(() => reject(error));
    input.on('data', onData);
    input.once('end', onEnd);
    input.once('error', onError);
    input.resume();
  });
}

function withoutCarriageReturn(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

const ENTER = new Set(['\r', '\n']);
const BACKSPACE = new Set(['\u007f', '\b']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';

/**
 * Asks for a password at a terminal without showing it: the terminal is put in raw mode (so it
 * does not echo), keys are read one by one (Backspace erases, Ctrl-C aborts) until Enter.
 */
function promptHidden(
  prompt: string,
  input: PasswordSource,
  output: PromptOutput,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const decoder = new StringDecoder('utf8');
    let typed: string[] = [];
    const finish = (outcome: () => void) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      outcome();
    };
    const onData = (chunk: Buffer | string) => {
      for (const key of typeof chunk === 'string' ? chunk : decoder.write(chunk)) {
        if (ENTER.has(key) || (key === CTRL_D && typed.length > 0))
          return finish(() => resolve(typed.join('')));
        if (key === CTRL_C || key === CTRL_D)
          return finish(() => reject(new PasswordInputError('Cancelled.')));
        if (BACKSPACE.has(key)) typed = typed.slice(0, -1);
        else if (key >= ' ') typed.push(key);
      }
    };
    output.write(prompt);
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}
