import { z } from 'zod';

/** The environment of a real eSign Service Provider (merged into config.ts's schema). */
export const espEnvShape = {
  ESP_URL: z.string().url({ error: 'ESP_URL must be the URL of the eSign Service Provider' }).optional(),
  ASP_ID: z.string().min(1).max(100).optional(),
  ASP_P12: z.string().min(1).optional(),
  ASP_P12_PASSWORD: z.string().optional(),
  ESP_CERT: z.string().min(1).optional(),
};

export type EspConfig = {
  url: string;
  aspId: string;
  /** PKCS#12 of the ASP's signing key and certificate (signs every eSign request). */
  aspP12: string;
  aspP12Password: string;
  /** PEM of the ESP's certificate: when set, every answer's XML signature is checked with it. */
  espCert: string | undefined;
};

const REQUIRED = ['ESP_URL', 'ASP_ID', 'ASP_P12'] as const;
const OPTIONAL = ['ASP_P12_PASSWORD', 'ESP_CERT'] as const;

type EspEnv = { [K in keyof typeof espEnvShape]?: string | undefined } & { NODE_ENV?: string };

/**
 * All of ESP_URL, ASP_ID and ASP_P12 → the ESP; none of the ESP variables → the built-in sandbox;
 * anything in between stops the start with a sentence naming what is missing.
 */
export function espConfig(env: EspEnv): EspConfig | undefined {
  const set = [...REQUIRED, ...OPTIONAL].filter((name) => env[name]);
  if (set.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) {
    const verb = (names: readonly string[]) => (names.length === 1 ? 'is' : 'are');
    throw new Error(
      `Invalid configuration:\n  ESP: ${set.join(', ')} ${verb(set)} set but ${missing.join(' and ')} ${verb(missing)} missing. Set ESP_URL, ASP_ID and ASP_P12 together to sign with an eSign Service Provider, or none of them to use the built-in sandbox.`,
    );
  }
  const url = env.ESP_URL ?? '';
  if (env.NODE_ENV === 'production' && !url.startsWith('https://')) {
    throw new Error(
      'Invalid configuration:\n  ESP_URL: the eSign Service Provider must be reached over https://',
    );
  }
  // Without the ESP's certificate anyone could post a self-made PKCS#7 over the right digest.
  if (env.NODE_ENV === 'production' && !env.ESP_CERT) {
    throw new Error(
      "Invalid configuration:\n  ESP_CERT: in production, give the eSign Service Provider's certificate (PEM) so that every answer's signature is checked",
    );
  }
  return {
    url,
    aspId: env.ASP_ID ?? '',
    aspP12: env.ASP_P12 ?? '',
    aspP12Password: env.ASP_P12_PASSWORD ?? '',
    espCert: env.ESP_CERT,
  };
}
