/** What a read refused while draining says: the client, or nginx for it, tries another instance. */
export const DRAINING_DETAIL = 'This instance is shutting down: try again.';
