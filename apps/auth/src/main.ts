// An async boundary: shared modules (React, the session, ...) are negotiated before bootstrap runs.
import('./bootstrap');
