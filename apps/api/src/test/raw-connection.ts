/**
 * One keep-alive HTTP/1.1 connection driven by hand, for tests of what happens on the socket after a reply:
 * app.inject has no socket, and fetch would quietly open a new connection.
 *
 *   const connection = await RawConnection.open(port);
 *   connection.send(rawRequest({ method: "POST", path: "/api/…", body }));
 *   expect(await connection.nextAnswer()).toMatchObject({ status: 413 });
 */
import net from "node:net";

export interface RawAnswer {
  kind: "answer";
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What a client saw next: an answer, the server closing the socket, or nothing at all within the wait. */
export type RawOutcome = RawAnswer | { kind: "closed" } | { kind: "silence" };

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body chunked instead of with a Content-Length. */
  chunked?: boolean;
}

/** The bytes of one request on a kept-alive connection. */
export function rawRequest({ method, path, headers = {}, body, chunked = false }: RawRequest): Buffer {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, "Host: shop.test", "Connection: keep-alive"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload && chunked) lines.push("Transfer-Encoding: chunked");
  else if (payload) lines.push(`Content-Length: ${payload.length}`);
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`);
  if (!payload) return head;
  if (!chunked) return Buffer.concat([head, payload]);
  const chunks: Buffer[] = [head];
  for (let offset = 0; offset < payload.length; offset += 16 * 1024) {
    const piece = payload.subarray(offset, offset + 16 * 1024);
    chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(chunks);
}

export class RawConnection {
  private received = Buffer.alloc(0);
  private ended = false;
  private wake: (() => void) | null = null;

  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake?.();
    });
    const end = () => {
      this.ended = true;
      this.wake?.();
    };
    socket.on("end", end);
    socket.on("close", end);
    // A server that closes while the client is still writing resets the socket: for these tests that is a close.
    socket.on("error", end);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: "127.0.0.1" }, () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  send(bytes: Buffer): void {
    if (!this.socket.destroyed) this.socket.write(bytes);
  }

  /** The next whole answer on the socket, or how the socket ended, waiting at most `waitMs`. */
  async nextAnswer(waitMs = 2_000): Promise<RawOutcome> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const answer = this.takeAnswer();
      if (answer) return answer;
      if (this.ended) return { kind: "closed" };
      const left = deadline - Date.now();
      if (left <= 0) return { kind: "silence" };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  close(): void {
    this.socket.destroy();
  }

  private takeAnswer(): RawAnswer | null {
    const headEnd = this.received.indexOf("\r\n\r\n");
    if (headEnd < 0) return null;
    const [statusLine = "", ...headerLines] = this.received.subarray(0, headEnd).toString("latin1").split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const bodyStart = headEnd + 4;
    let body: Buffer;
    let rest: number;
    if (headers["transfer-encoding"] === "chunked") {
      const parts: Buffer[] = [];
      let at = bodyStart;
      for (;;) {
        const sizeEnd = this.received.indexOf("\r\n", at);
        if (sizeEnd < 0) return null;
        const size = Number.parseInt(this.received.subarray(at, sizeEnd).toString("latin1"), 16);
        if (this.received.length < sizeEnd + 2 + size + 2) return null;
        parts.push(this.received.subarray(sizeEnd + 2, sizeEnd + 2 + size));
        at = sizeEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
      rest = at;
    } else {
      const length = Number(headers["content-length"] ?? 0);
      if (this.received.length < bodyStart + length) return null;
      body = this.received.subarray(bodyStart, bodyStart + length);
      rest = bodyStart + length;
    }
    this.received = this.received.subarray(rest);
    return { kind: "answer", status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
  }
}
