// A QR reader for the door's camera: the browser's own BarcodeDetector where it reads QR codes (Chrome on Android,
// macOS, ChromeOS), else the barcode-detector polyfill (ZXing in WebAssembly, loaded from this site's
// /vendor/zxing/, see scripts/vendor-assets.mjs), imported only when a door opens the camera.

export type QrReader = { read(source: HTMLVideoElement): Promise<string | null> };

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats?: () => Promise<string[]> };

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native?.getSupportedFormats) return null;
  const formats = await Native.getSupportedFormats().catch(() => [] as string[]);
  return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
}

export async function qrReader(): Promise<QrReader> {
  let detector = await nativeDetector();
  if (!detector) {
    const { BarcodeDetector, setZXingModuleOverrides } = await import('barcode-detector/pure');
    setZXingModuleOverrides({
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? `/vendor/zxing/${file}` : prefix + file),
    });
    detector = new BarcodeDetector({ formats: ['qr_code'] }) as Detector;
  }
  const found = detector;
  return {
    async read(source) {
      if (source.readyState < 2) return null;
      const [first] = await found.detect(source);
      return first?.rawValue ?? null;
    },
  };
}
