// The shell starts at once: React, the router and the session are in its own bundle. Module
// Federation is loaded only when a remote's route is opened (see src/remotes/).
import './bootstrap';
