// A camera for the door's e2e: Chromium's fake video capture plays a Y4M file, here a still picture of
// a ticket's QR code made with the site's own encoder, black on white in the middle of a 640×480 frame.
import fs from 'node:fs';
import QRCode from 'qrcode';

const W = 640;
const H = 480;

/** Writes a Y4M video of `text` as a QR code to `file` (ten identical frames; Chromium loops it). */
export function writeQrVideo(text: string, file: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor((Math.min(W, H) * 0.8) / (modules + quiet * 2));
  const side = (modules + quiet * 2) * scale;
  const [left, top] = [Math.floor((W - side) / 2), Math.floor((H - side) / 2)];
  const luma = Buffer.alloc(W * H, 255);
  for (let y = 0; y < modules; y++) {
    for (let x = 0; x < modules; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (top + (y + quiet) * scale + dy) * W + left + (x + quiet) * scale;
        luma.fill(0, row, row + scale);
      }
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}
