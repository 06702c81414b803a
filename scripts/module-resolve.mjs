// How the repository's own import specifiers name a file: `@/…` from the root, `./…` and `../…` from the importer,
// with or without its extension, or a folder's index. Shared by the import checks (check-imports.mjs,
// check-first-load.mjs); `exists` says whether a root-relative path is a source file.
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];

/** The root-relative file `spec` names from `from`, or null for a package or a file that is not there. */
export function resolveImport(from, spec, exists) {
  let base;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => `${base}/index${e}`)];
  // ESM specifiers may name the compiled extension of a TypeScript file.
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'), base.replace(/\.m?js$/, '.mts'));
  return candidates.find(exists) ?? null;
}
