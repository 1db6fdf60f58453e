import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may; its probe for that is an eval,
 * which the production CSP (`script-src 'self'`) blocks and reports. Jitless parsing never probes.
 */
config({ jitless: true });
