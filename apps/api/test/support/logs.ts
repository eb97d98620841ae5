/**
 * Keeps what the process writes to stdout from now on (the application's log) instead of printing
 * it, so a test can read its log lines. Undo with `jest.restoreAllMocks()`.
 */
export function captureStdout(): string[] {
  const written: string[] = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  return written;
}
