import type { FastifyReply } from "fastify";

// A file answered for download (documents, spreadsheets, the back office's exports): the media types, the
// Content-Disposition with a Korean name and its ASCII fallback, and never kept by a cache.

export const PDF_TYPE = "application/pdf";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_TYPE = "text/csv; charset=utf-8";

/** `attachment` with the name as typed (RFC 6266 filename*) and an ASCII one for older clients. */
export function attachmentOf(fileName: string, asciiName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface DownloadFile {
  bytes: Buffer;
  fileName: string;
  asciiName: string;
}

/** Sends the file as a private download of `type`. */
export function sendDownload(reply: FastifyReply, file: DownloadFile, type: string) {
  return reply
    .header("cache-control", "private, no-store")
    .header("content-disposition", attachmentOf(file.fileName, file.asciiName))
    .type(type)
    .send(file.bytes);
}
