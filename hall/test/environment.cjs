// The hall suite's Jest environment: Node's, plus a way to load a package with Node's own loader.
// PGlite's CommonJS build loads node:fs, zlib … with dynamic import(), which Jest's module sandbox refuses
// without --experimental-vm-modules, and that flag makes the ESM allow-list of jest.config.mjs compile to ES
// modules the CommonJS tests cannot require. Loaded here, outside the sandbox, PGlite works; only query
// results cross into the test's realm.
const { TestEnvironment } = require('jest-environment-node');

module.exports = class HallEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__nativeRequire = (id) => require(id);
  }
};
