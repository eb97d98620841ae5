// Types of federation.js, for the tests that read what the shell provides (apps/shell).
export interface SharedModule {
  version: string;
  requiredVersion: string | false;
  singleton: boolean;
  /** The exports the shell hands out (null: the whole module). Not a federation option. */
  provides: string[] | null;
}
export declare function sharedModules(): Record<string, SharedModule>;
export declare function providedSharedModule(): string;
/** The names the given files import from `packageName`, or null when one takes the whole module. */
export declare function importedNames(packageName: string, files: string[]): string[] | null;
export declare function frontEndSourceDirs(): string[];
/** What the remotes (or the given ones) import from the singletons beyond the session contract: "package: name". */
export declare function contractViolations(projects?: string[]): string[];
/** A content-versioned library's version: its sources, those it imports, and the names the shell provides. */
export declare function libraryVersion(alias: string, providedNames: string[] | null): string;
