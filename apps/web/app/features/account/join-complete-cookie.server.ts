import { createCookie } from "react-router";
import { webEnv } from "../../lib/env.server";
import { isSecureRequest } from "../../lib/session.server";

/** What the join-complete page greets the new member with. */
export interface JoinedMember {
  loginId: string;
  userName: string;
  userType: "PERSONAL" | "BUSINESS";
  businessNumber: string | null;
}

// A short-lived cookie of its own rather than the session, which only the root loader and redirecting actions
// write; it simply expires.
function joinedCookie() {
  return createCookie("__shop_joined", {
    httpOnly: true,
    sameSite: "lax",
    path: "/user",
    maxAge: 600,
    secrets: [webEnv().SESSION_SECRET],
  });
}

export function joinedMemberCookie(request: Request, member: JoinedMember): Promise<string> {
  return joinedCookie().serialize(member, { secure: isSecureRequest(request) });
}

export async function readJoinedMember(request: Request): Promise<JoinedMember | null> {
  const value: unknown = await joinedCookie().parse(request.headers.get("cookie"));
  if (typeof value !== "object" || value === null) return null;
  const member = value as Partial<JoinedMember>;
  return typeof member.loginId === "string" && typeof member.userName === "string"
    ? {
        loginId: member.loginId,
        userName: member.userName,
        userType: member.userType === "BUSINESS" ? "BUSINESS" : "PERSONAL",
        businessNumber: typeof member.businessNumber === "string" ? member.businessNumber : null,
      }
    : null;
}
