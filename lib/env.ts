import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().url(),
  /** Connections per app or worker process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Optional: without Redis the worker's jobs run inside the app process. */
  REDIS_URL: optionalString,
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters'),
  APP_URL: z.string().url().default('http://localhost:3000'),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
  COOKIE_SECURE: bool,
  LOGIN_MAX_PER_USER: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_PER_IP: z.coerce.number().int().positive().default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /**
   * Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges, comma separated);
   * empty: the socket's peer is the client (lib/http/client-address.ts).
   */
  TRUSTED_PROXIES: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: bool,
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  MAIL_FROM: z.string().default('Back Office <no-reply@localhost>'),
  /** Without SMTP_HOST, log whole messages (links included) even in production mode: demos only. */
  MAIL_LOG_BODY: bool,
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('backoffice'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  UPLOAD_DIR: z.string().default('.data/uploads'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /**
   * The keys that seal the selling platforms' shop tokens, "id:base64 32 bytes" comma
   * separated, the sealing key first (lib/domain/platforms/token-cipher.ts). Empty: one key
   * derived from AUTH_SECRET, for development and the sandbox.
   */
  PLATFORM_TOKEN_KEYS: optionalString,
  // The selling platforms: app credentials and base URLs (the platforms' own hosts by
  // default; the tests and the sandbox point them at local servers).
  TIKTOK_APP_KEY: optionalString,
  TIKTOK_APP_SECRET: optionalString,
  TIKTOK_API_BASE: z.string().url().default('https://open-api.tiktokglobalshop.com'),
  TIKTOK_AUTH_BASE: z.string().url().default('https://auth.tiktok-shops.com'),
  SHOPEE_PARTNER_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  SHOPEE_PARTNER_KEY: optionalString,
  SHOPEE_API_BASE: z.string().url().default('https://partner.shopeemobile.com'),
  LAZADA_APP_KEY: optionalString,
  LAZADA_APP_SECRET: optionalString,
  LAZADA_API_BASE: z.string().url().default('https://api.lazada.co.th/rest'),
  LAZADA_AUTH_BASE: z.string().url().default('https://auth.lazada.com/rest'),
  // Pancake POS: each shop connects by its own API key (stored sealed), so only the base.
  PANCAKE_API_BASE: z.string().url().default('https://pos.pages.fm/api/v1'),
  // LINE (members and their coupons, docs/members.md): the LINE Login / LIFF channel that
  // signs the members' ID tokens, the Messaging API channel that pushes to them and signs
  // its webhook, and the enterprise whose Official Account that is (one per deployment).
  LINE_LOGIN_CHANNEL_ID: optionalString,
  LINE_LOGIN_CHANNEL_SECRET: optionalString,
  LINE_MESSAGING_ACCESS_TOKEN: optionalString,
  LINE_CHANNEL_SECRET: optionalString,
  LINE_API_BASE: z.string().url().default('https://api.line.me'),
  /** Where LINE serves what users sent (GET /v2/bot/message/{id}/content): its data host. */
  LINE_DATA_API_BASE: z.string().url().default('https://api-data.line.me'),
  /** The LIFF app id: the member page loads the LIFF SDK only when it is set. */
  LINE_LIFF_ID: optionalString,
  /** The code of the enterprise (enterprises.code) the LINE channels above belong to. */
  LINE_ENTERPRISE_CODE: optionalString,
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Every environment variable, parsed once. Throws with the names of the bad ones. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change variables between cases (e.g. point reCAPTCHA at a local fake). */
export function resetEnvForTests(): void {
  cached = undefined;
}
