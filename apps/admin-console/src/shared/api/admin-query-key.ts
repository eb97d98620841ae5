/** Every admin query's key starts with this, so a sent reply can mark all admin lists stale at once. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
