/** What the callback page posts to the window that opened the popup. */
export const GOOGLE_AUTH_MESSAGE_TYPE = 'google-auth';

export interface GoogleAuthMessage {
  type: typeof GOOGLE_AUTH_MESSAGE_TYPE;
  id_token?: string;
  error?: string;
}

export function isGoogleAuthMessage(data: unknown): data is GoogleAuthMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === GOOGLE_AUTH_MESSAGE_TYPE
  );
}
