import { z } from "zod";

/**
 * zod 4 probes for eval (`new Function`) the first time it parses an object, to compile fast
 * parsers. Under the page's CSP (no 'unsafe-eval') the probe throws, zod falls back, but the
 * browser still reports a `securitypolicyviolation`. The shared engines parse every action they
 * apply, and the page applies actions to replay a game (the replay page, the end screen's story),
 * so the page tells zod not to probe at all.
 */
z.config({ jitless: true });
