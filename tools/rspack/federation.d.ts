// Types of federation.js, for the tests that read what the shell provides (apps/shell).
export declare const sharedSingletons: Record<string, { version: string; requiredVersion: string | false; singleton: boolean }>;
export declare function providedSharedModule(): string;
/** The names the given files import from `packageName`, or null when one takes the whole module. */
export declare function importedNames(packageName: string, files: string[]): string[] | null;
export declare function frontEndSourceDirs(): string[];
