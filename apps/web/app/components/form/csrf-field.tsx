import { useRootData } from "../../lib/use-root-data";

/** The session's CSRF token as the hidden field every form posts (checked by readProtectedForm). */
export function CsrfField() {
  const { csrf } = useRootData();
  return <input type="hidden" name="csrf" value={csrf} />;
}
