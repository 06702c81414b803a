// Each hall test file migrates and seeds its own database first; that is slower than Jest's 5 s default.
jest.setTimeout(120_000);

// See environment.cjs: PGlite runs under Node's loader, not in Jest's sandbox.
jest.mock('@electric-sql/pglite', () =>
  (globalThis as unknown as { __nativeRequire: NodeJS.Require }).__nativeRequire('@electric-sql/pglite'),
);
