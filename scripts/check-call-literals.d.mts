export declare const DIRS: string[];
/** Every '/api/…' literal under the directories of `root`, as `file:line: the line`. */
export declare function addressLiterals(root: string, dirs?: string[]): string[];
