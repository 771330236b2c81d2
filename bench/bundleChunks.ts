// What a built chunk holds, read from the build's own source maps (emitted beside the chunks but
// never referenced by them nor served: server/plugins/spa.ts refuses *.map). Used by bench/bundle.ts
// to show that the public tree never reaches react-admin, xlsx or rjsf.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Module ids that must never reach the public site (DESIGN.md "Browser side"). */
const FORBIDDEN = [
  ['react-admin', /node_modules\/(react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|ra-language-)/],
  ['xlsx', /node_modules\/(@e965\/xlsx|xlsx)\//],
  ['rjsf', /node_modules\/@rjsf\//],
] as const;

const PUBLIC_SOURCES = /\/(app\/public|customPages\/public|customPages\/sample)\//;

function sourcesOf(distDir: string, chunk: string): string[] {
  const map = join(distDir, 'assets', `${chunk}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
}

/** The forbidden packages whose modules the chunk's source map lists. */
export function forbiddenIn(distDir: string, chunk: string): string[] {
  // Only the bundler's own runtime helper comes without a map: it holds no package code.
  const sources = sourcesOf(distDir, chunk);
  return FORBIDDEN.filter(([, pattern]) => sources.some((source) => pattern.test(source))).map(
    ([name]) => name,
  );
}

/**
 * Every chunk the public tree can ever load, not only what /pc/snack24 loads: start from the chunks
 * holding public-site modules, follow their static and dynamic imports, and other chunks' static
 * imports (the entry's own dynamic imports lead to the admin and warehouse trees, never followed).
 */
export function publicReach(distDir: string): { chunks: number; offenders: string[] } {
  const names = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
  const isPublic = (name: string) => sourcesOf(distDir, name).some((source) => PUBLIC_SOURCES.test(source));
  const seen = new Set(names.filter(isPublic));
  const queue = [...seen];
  while (queue.length > 0) {
    const name = queue.pop()!;
    const code = readFileSync(join(distDir, 'assets', name), 'utf8');
    const statics = [...code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);
    const dynamics = isPublic(name)
      ? [...code.matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)].map((m) => m[1]!)
      : [];
    for (const next of [...statics, ...dynamics]) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  const offenders = [...seen].flatMap((name) => {
    const found = forbiddenIn(distDir, name);
    return found.length ? [`${name} (${found.join(', ')})`] : [];
  });
  return { chunks: seen.size, offenders };
}
