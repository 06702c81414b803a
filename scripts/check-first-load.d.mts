export declare const ENTRIES: string[];
/** Each rule broken in the first load of `root`'s layout and landing pages, as `module: what (its importer chain)`. */
export declare function firstLoadFindings(root?: string, entries?: string[]): string[];
