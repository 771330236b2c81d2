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
  /**
   * Shared with the mobile-voucher side: it signs exchange notices with HMAC-SHA256 under this key.
   * No default: without it the server refuses to start, except the demo start (`--demo`), which
   * makes one of its own and keeps it in DATA_DIR.
   */
  GIFT_VOUCHER_SECRET: z.string().min(32, '32자 이상이어야 합니다.').optional(),
});

const MISSING_VOUCHER_SECRET =
  '교환권 쪽과 나눈 서명 키가 없습니다. 32자 이상의 키를 설정하세요 (데모로 시작하려면 npm start).';

export type Settings = Omit<z.infer<typeof envSchema>, 'GIFT_VOUCHER_SECRET'> & {
  GIFT_VOUCHER_SECRET: string;
  dataDir: string;
  secrets: { idKey: Buffer };
};

/** How the server was started: `demo` (npm start, the demo data) may make its own shared keys. */
export interface StartMode {
  demo?: boolean;
}

/** Reads and validates the environment; throws one error listing every bad setting. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env, mode: StartMode = {}): Settings {
  const parsed = envSchema.safeParse(env);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  if (!env.GIFT_VOUCHER_SECRET && !mode.demo)
    issues.push(`  - GIFT_VOUCHER_SECRET: ${MISSING_VOUCHER_SECRET}`);
  if (!parsed.success || issues.length > 0)
    throw new Error(`설정 값이 올바르지 않습니다:\n${issues.join('\n')}`);
  const dataDir = resolve(parsed.data.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const stored = loadStoredSecrets(dataDir);
  return {
    ...parsed.data,
    GIFT_VOUCHER_SECRET: parsed.data.GIFT_VOUCHER_SECRET ?? stored.giftVoucherSecret,
    dataDir,
    secrets: { idKey: Buffer.from(parsed.data.ID_KEY ?? stored.idKey, 'hex') },
  };
}

const storedSecrets = z.object({
  idKey: z.string().regex(/^[0-9a-f]{64}$/),
  giftVoucherSecret: z.string().min(32).optional(),
});

/**
 * Secrets not given in the environment are generated on first start and kept in DATA_DIR (the id key
 * always; the voucher key only matters to the demo start, the only start allowed to go without it).
 */
function loadStoredSecrets(dataDir: string): Required<z.infer<typeof storedSecrets>> {
  const file = join(dataDir, 'secrets.json');
  const found = existsSync(file) ? storedSecrets.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
  const secrets = {
    idKey: found?.idKey ?? randomBytes(32).toString('hex'),
    giftVoucherSecret: found?.giftVoucherSecret ?? randomBytes(32).toString('hex'),
  };
  if (found?.idKey !== secrets.idKey || found?.giftVoucherSecret !== secrets.giftVoucherSecret)
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** The voucher key of the test mode (testSettings and the end-to-end server): never a default. */
export const TEST_VOUCHER_SECRET = 'test-only-voucher-secret-0123456789abcdef';

/** Settings for tests (the explicit test mode): an in-memory database unless DATABASE_URL is given, fixed keys. */
export function testSettings(overrides: Partial<z.infer<typeof envSchema>> = {}): Settings {
  const base = envSchema.parse({ LOG_LEVEL: 'silent', ...overrides });
  return {
    ...base,
    GIFT_VOUCHER_SECRET: base.GIFT_VOUCHER_SECRET ?? TEST_VOUCHER_SECRET,
    dataDir: '',
    secrets: { idKey: Buffer.alloc(32, 7) },
  };
}
