/** The hall's test files under `root` that never reach the run's database driver, relative to `root`. */
export function driverFreeTests(root: string): string[];
