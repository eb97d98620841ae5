/** Set while the "retrying" notice is up (reconnect.ts): every answer of the API then ends it at once. */
export const reconnecting: { answered?: () => void } = {};
