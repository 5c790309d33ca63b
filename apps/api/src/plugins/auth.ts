import { Readable } from "node:stream";
import { AUTH_MESSAGES, type UnauthorizedCode } from "@shop/contracts/auth";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError } from "../lib/api-error.js";
import { oncePerPageRender } from "../lib/page-render.js";
import { hmacHex, safeEqual } from "../lib/secret-token.js";
import type { TokenRestriction } from "../modules/account/session.repository.js";
import type { AuthContext } from "../modules/account/session.service.js";
import { isStaffCall } from "./staff-auth.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The checked bearer token, or null for an anonymous call (or one whose token was not accepted). */
    auth: AuthContext | null;
    /** The body exactly as received, on signed routes only. */
    rawBody?: Buffer;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
/** Largest clock difference a signed call may have (issue 3: 5 minutes). */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;
// Signed calls carry a few small fields; the raw copy is read before Fastify's own body limit applies.
const SIGNED_BODY_LIMIT = 16 * 1024;

function unauthorized(code: UnauthorizedCode, message: string, description: string) {
  return new ApiError(401, code, message, description);
}

const restrictionMessages: Record<TokenRestriction, string> = {
  PASSWORD_EXPIRED: AUTH_MESSAGES.PASSWORD_EXPIRED,
  TEMP_PASSWORD: AUTH_MESSAGES.TEMP_PASSWORD,
  TRANSFER_REQUIRED: AUTH_MESSAGES.TRANSFER_REQUIRED,
};

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === "string" ? value : undefined;
}

/**
 * Reads `Authorization: Bearer` and the `salesonId` header on every call and sets `request.auth`. A token that is
 * unknown, expired, revoked or presented with another site id leaves the call anonymous: public routes still
 * answer, and the guards below answer 401.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { sessions } = app.services;
  app.decorateRequest("auth", null);

  // A callback hook: an anonymous call (most of them) passes without a promise made for it.
  app.addHook("onRequest", (request, _reply, done) => {
    // Back-office calls carry staff tokens, read by the staff auth plugin; a member's token never opens them.
    if (isStaffCall(request)) return done();
    const header = request.headers.authorization;
    const match = header ? BEARER.exec(header) : null;
    if (!match?.[1]) return done();
    const token = match[1];
    const salesonId = headerValue(request, "salesonId");
    // A page render's calls carry one token: it is looked up once for all of them (lib/page-render.ts).
    oncePerPageRender(`token ${salesonId ?? ""} ${token}`, () => sessions.resolveToken(token, salesonId)).then(
      (result) => {
        if ("auth" in result) request.auth = result.auth;
        done();
      },
      done,
    );
  });
});

/** Guard (route `onRequest`, so it runs before the body is read): any valid unrestricted token, guest (ROLE_GUEST) or member (ROLE_USER) — e.g. a non-member cart. */
export async function requireUser(request: FastifyRequest) {
  const auth = request.auth;
  if (!auth) throw unauthorized("UNAUTHORIZED", AUTH_MESSAGES.UNAUTHORIZED, "no valid bearer token");
  if (auth.restriction) {
    throw unauthorized(
      auth.restriction,
      restrictionMessages[auth.restriction],
      `token restricted: ${auth.restriction}`,
    );
  }
}

/** Guard: a logged-in member (ROLE_USER) whose token carries no restriction. */
export async function requireMember(request: FastifyRequest) {
  await requireUser(request);
  if (request.auth?.role !== "ROLE_USER") {
    throw unauthorized("UNAUTHORIZED", AUTH_MESSAGES.UNAUTHORIZED, "member login required");
  }
}

/**
 * Guard for the calls that resolve a restriction: a member token, unrestricted or restricted by one of `allowed`
 * (change-password accepts PASSWORD_EXPIRED and TEMP_PASSWORD tokens; any other restriction still answers 401).
 */
export function requireMemberAllowing(...allowed: TokenRestriction[]) {
  return async (request: FastifyRequest) => {
    const auth = request.auth;
    if (auth?.restriction && allowed.includes(auth.restriction) && auth.role === "ROLE_USER") return;
    await requireMember(request);
  };
}

/** The token of a request that passed a guard. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized("UNAUTHORIZED", AUTH_MESSAGES.UNAUTHORIZED, "no valid bearer token");
  return request.auth;
}

/** The member of a request that passed a member guard. */
export function memberOf(request: FastifyRequest): AuthContext & { userId: number } {
  const auth = request.auth;
  if (!auth || auth.userId === null) {
    throw unauthorized("UNAUTHORIZED", AUTH_MESSAGES.UNAUTHORIZED, "member login required");
  }
  return { ...auth, userId: auth.userId };
}

/** The salesonId header of a call, to bind the token it is issuing to the site. */
export function salesonIdOf(request: FastifyRequest): string | undefined {
  const value = headerValue(request, "salesonId");
  return value && value.length <= 100 ? value : undefined;
}

// The rest of the body stays unread on the socket: the security plugin ends the connection with this answer.
function signedBodyTooLarge() {
  return new ApiError(413, "BODY_TOO_LARGE", "요청 크기가 너무 큽니다.", "signed body over 16 KiB");
}

async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: NodeJS.ReadableStream) {
  // A declared length over the limit is refused before a byte is read.
  if (Number(request.headers["content-length"]) > SIGNED_BODY_LIMIT) throw signedBodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > SIGNED_BODY_LIMIT) throw signedBodyTooLarge();
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  request.rawBody = raw;
  // Fastify compares Content-Length with what the stream it parses reports having received.
  const replay: Readable & { receivedEncodedLength?: number } = Readable.from([raw], { objectMode: false });
  replay.receivedEncodedLength = raw.length;
  return replay;
}

async function verifySignature(request: FastifyRequest) {
  const fail = (why: string) => unauthorized("INVALID_SIGNATURE", AUTH_MESSAGES.INVALID_SIGNATURE, why);
  const timestamp = headerValue(request, "X-Timestamp");
  const signature = headerValue(request, "X-Signature");
  if (!timestamp || !/^[0-9]{1,16}$/.test(timestamp)) throw fail("X-Timestamp missing or not milliseconds");
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) throw fail("X-Signature missing or not 64 hex digits");
  if (Math.abs(Date.now() - Number(timestamp)) > SIGNATURE_MAX_SKEW_MS)
    throw fail("X-Timestamp more than 5 minutes off");
  const message = Buffer.concat([Buffer.from(`${timestamp}.`), request.rawBody ?? Buffer.alloc(0)]);
  const expected = hmacHex(request.server.config.AUTH_CLIENT_SECRET, message);
  if (!safeEqual(expected, signature.toLowerCase())) throw fail("X-Signature does not match");
}

/**
 * Route options of a token-issuing call: the body is kept as received and must be signed with AUTH_CLIENT_SECRET
 * (X-Timestamp, X-Signature; docs/api/auth-signing.md). The check runs before body validation, so an unsigned call
 * learns nothing about its body.
 */
export const signedRequest = { preParsing: keepRawBody, preValidation: verifySignature };
