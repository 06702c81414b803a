// Files the browser loads from this site that come from a dependency: the QR reader's WebAssembly (zxing-wasm,
// behind the barcode-detector polyfill of the door's scanner), served from /vendor/zxing/ rather than the
// polyfill's default CDN, which the hall's network and CI cannot reach. Copied from node_modules after every
// install (postinstall) and before every build, so the file always matches the installed JavaScript.
import fs from 'node:fs';
import path from 'node:path';

const ASSETS = [['node_modules/zxing-wasm/dist/reader/zxing_reader.wasm', 'public/vendor/zxing/zxing_reader.wasm']];

export function copyVendorAssets() {
  for (const [from, to] of ASSETS) {
    if (!fs.existsSync(from)) throw new Error(`vendor-assets: ${from} is missing; run npm install`);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) copyVendorAssets();
