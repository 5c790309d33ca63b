import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

// One-time codes from an authenticator app (RFC 6238 through the otpauth library: SHA-1, 6 digits, 30 s, the
// parameters every authenticator reads) and the secret's sealing at rest.

/** How long one code lasts. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted too: phones' clocks drift (RFC 6238 §5.2). */
const WINDOW_STEPS = 1;
const ISSUER = "농협축산몰 관리자";

function totpOf(secretBase32: string, loginId: string) {
  return new TOTP({
    issuer: ISSUER,
    label: loginId,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret in Base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment screen shows: the otpauth:// URI and its QR code. */
export async function totpEnrollment(secretBase32: string, loginId: string) {
  const otpauthUri = totpOf(secretBase32, loginId).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret: secretBase32, otpauthUri, qrSvg };
}

/** The 30-second step a code is good for, or null when it matches none of the steps around `now`. */
export function totpStepOf(secretBase32: string, loginId: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32, loginId).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code an authenticator shows at `now` (the demo inbox shows the demo staff's, and tests sign in with it). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32, "").generate({ timestamp: now.getTime() });
}

/** Seals and opens TOTP secrets with AES-256-GCM under a key derived from the session secret. */
export function createTotpSealer(sessionSecret: string) {
  const key = Buffer.from(hkdfSync("sha256", sessionSecret, "", "staff-totp-secret", 32));
  return {
    seal(secretBase32: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(secretBase32, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      if (!iv || !tag || !body) throw new Error("sealed TOTP secret is malformed");
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    },
  };
}
export type TotpSealer = ReturnType<typeof createTotpSealer>;
