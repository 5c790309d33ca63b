/**
 * A multipart/form-data body for `app.inject`, as a browser builds it from a form: text fields, then file parts.
 */
import { randomBytes } from "node:crypto";

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export function multipartPayload(fields: Record<string, string | number>, files: readonly FilePart[] = []) {
  const boundary = `----shoptest${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const PADDING = Buffer.alloc(256, 7);

/** The first bytes of each picture type the shop accepts, enough for a type check by signature. */
export const IMAGE_SAMPLES = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0"), PADDING]),
  gif: Buffer.concat([Buffer.from("GIF89a"), PADDING]),
  webp: Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x40, 0x01, 0, 0]), Buffer.from("WEBPVP8 "), PADDING]),
} as const;
