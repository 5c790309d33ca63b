import { z } from "zod";

// Zod's Korean locale for the generic messages (wrong type, too long …); rule-specific
// messages from SPEC §5 are set on each schema and take precedence.
z.config(z.locales.ko());
