import { useRootData } from "../../lib/use-root-data";

/**
 * The session's CSRF token as the hidden field every form posts (checked by readProtectedForm). A guest without a
 * session has none yet (their page may come from the shared page cache): the field is left out, and the browser's
 * same-origin headers vouch for the post instead (docs/decisions/023).
 */
export function CsrfField() {
  const { csrf } = useRootData();
  return csrf ? <input type="hidden" name="csrf" value={csrf} /> : null;
}
