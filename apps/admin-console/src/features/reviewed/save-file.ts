/**
 * How long an object URL outlives the click that downloads it: the browser resolves it once the
 * download starts, after the click has returned (FileSaver.js waits too), then the blob can go.
 */
export const REVOKE_AFTER_MS = 10_000;

/** Hands `blob` to the browser as a download named `filename` (a temporary `<a download>`). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
