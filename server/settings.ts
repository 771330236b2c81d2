import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const url = z.url({ error: '올바른 URL이 아닙니다.' });

const splitProxyList = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** proxy-addr's names for address ranges, usable in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IP address, a CIDR (10.0.0.0/8, fd00::/8) or a range name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/** The addresses of TRUST_PROXY, or false (the default): X-Forwarded-For is then ignored. */
export function trustedProxies(settings: { TRUST_PROXY: string }): string[] | false {
  const entries = splitProxyList(settings.TRUST_PROXY);
  return entries.length > 0 ? entries : false;
}

/** Environment settings, validated once at start (a readable list of what is wrong, then exit). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** The built browser app; defaults to ./dist. */
  DIST_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'postgres:// 로 시작해야 합니다.')
    .optional(),
  ID_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, '64자리 16진수(32바이트)여야 합니다.')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * The reverse proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs).
   * Empty: the client's address is the connection's, whatever headers it sends.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .refine(
      (text) => splitProxyList(text).every(isProxyEntry),
      '쉼표로 구분한 프록시 IP 주소 또는 CIDR(예: 10.0.0.1,10.1.0.0/16)이어야 합니다.',
    ),
  BANNER_CLIENT_ID: z.string().default('portal-web'),
  BANNER_CLIENT_SECRET: z.string().default('portal-web-public'),
  PORTAL_URL: url.default('https://portal.example.com'),
  OLD_SNACK_URL: url.default('https://snack.example.com'),
  COFFEE_URL: url.default('https://coffee.example.com'),
  MARKETING_URL: url.default('https://www.example.com'),
  HELP_URL: url.default('https://help.example.com'),
  /** The outside quick-delivery site /pc/quick24 forwards to; empty: our own quick24 page. */
  QUICK_URL: z.union([url, z.literal('')]).default(''),
  WELCOME_KIT_URL: url.default('https://welcomekit.example.com'),
  PROMO_GOODS_URL: url.default('https://goods.example.com'),
  INTRO_URL: url.default('https://www.example.com/intro'),
  IMPROVEMENT_REQUEST_URL: url.default('https://forms.example.com/improvement'),
  POSTCODE_SCRIPT_URL: url.default('https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js'),
  /** Where the legacy admin screens moved to. Empty: the browser shows a page saying where they went. */
  LEGACY_PORTAL_URL: z.union([url, z.literal('')]).default(''),
  /** List pages kept in memory until the company's members or departments change; 0: none. */
  LIST_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Shared with the mobile-voucher side: it signs exchange notices with HMAC-SHA256 under this key. */
  GIFT_VOUCHER_SECRET: z.string().min(16).default('gift-voucher-test-secret'),
});

export type Settings = z.infer<typeof envSchema> & {
  dataDir: string;
  secrets: { idKey: Buffer };
};

/** Reads and validates the environment; throws one error listing every bad setting. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`설정 값이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return { ...parsed.data, dataDir, secrets: loadSecrets(dataDir, parsed.data.ID_KEY) };
}

/** Secrets not given in the environment are generated on first start and kept in DATA_DIR. */
function loadSecrets(dataDir: string, idKeyHex: string | undefined): Settings['secrets'] {
  if (idKeyHex) return { idKey: Buffer.from(idKeyHex, 'hex') };
  const file = join(dataDir, 'secrets.json');
  if (!existsSync(file)) {
    writeFileSync(file, JSON.stringify({ idKey: randomBytes(32).toString('hex') }, null, 2), { mode: 0o600 });
  }
  const stored = z
    .object({ idKey: z.string().regex(/^[0-9a-f]{64}$/) })
    .parse(JSON.parse(readFileSync(file, 'utf8')));
  return { idKey: Buffer.from(stored.idKey, 'hex') };
}

/** Settings for tests: an in-memory database unless DATABASE_URL is given, a fixed key. */
export function testSettings(overrides: Partial<z.infer<typeof envSchema>> = {}): Settings {
  const base = envSchema.parse({ LOG_LEVEL: 'silent', ...overrides });
  return { ...base, dataDir: '', secrets: { idKey: Buffer.alloc(32, 7) } };
}
