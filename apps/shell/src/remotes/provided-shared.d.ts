import type { init } from '@module-federation/enhanced/runtime';

/**
 * The shell's own copies of the shared singletons (React, the router, the session…), as the
 * federation runtime takes them: `{ [package]: { version, shareConfig, lib } }`. The module is
 * generated at build time from tools/rspack/federation.js (providedSharedModule), the one
 * declaration of what is shared.
 */
export declare const providedShared: NonNullable<Parameters<typeof init>[0]['shared']>;
