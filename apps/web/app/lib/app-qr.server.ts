import QRCode from "qrcode";

/** Where the QR in the floating menu leads: the app page that links the app stores (SPEC §2). */
export const APP_DOWNLOAD_PATH = "/app/update";

/** A QR code as one SVG path over a square of `size` modules (quiet zone included). */
export interface QrDrawing {
  size: number;
  path: string;
  /** The address it encodes, for the image's description. */
  url: string;
}

const QUIET_ZONE = 1;
// Keyed by origin, and small: the Host header is the client's to choose, so an unbounded map
// would let anyone grow the server's memory.
const MAX_CACHED = 8;
const drawingByOrigin = new Map<string, QrDrawing>();

/** The QR code of the app page's absolute address on this site, computed once per origin. */
export function appQrDrawing(origin: string): QrDrawing {
  const cached = drawingByOrigin.get(origin);
  if (cached) return cached;
  const url = new URL(APP_DOWNLOAD_PATH, origin).href;
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  // One horizontal run per stretch of dark modules keeps the path a few hundred bytes.
  let path = "";
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const runStart = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      path += `M${runStart + QUIET_ZONE} ${row + QUIET_ZONE}h${col - runStart}v1h-${col - runStart}z`;
    }
  }
  const drawing = { size: modules.size + QUIET_ZONE * 2, path, url };
  if (drawingByOrigin.size >= MAX_CACHED) drawingByOrigin.clear();
  drawingByOrigin.set(origin, drawing);
  return drawing;
}
