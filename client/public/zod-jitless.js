// zod 4 probes for eval (`new Function`) when it builds an object schema, to compile fast parsers.
// Under the page's CSP (no 'unsafe-eval') the probe throws, zod falls back, but the browser still
// reports a `securitypolicyviolation`. So the page turns zod's JIT off before any schema exists.
//
// A classic script, copied as it is (client/public) and run before the app's module scripts: the
// shared engines and the protocol build their schemas as soon as their chunk loads, before any
// module of the app could call `z.config`. zod reads its settings from
// `globalThis.__zod_globalConfig`, the object every copy of zod on a page shares.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
