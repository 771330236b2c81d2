// Prints each service application's definition (schemas/serviceApply/<service>.ts) with its line count:
// adding an application is a schema plus a short definition, and this shows how short.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '..', 'schemas', 'serviceApply');
const shared = new Set(['define.ts', 'fields.ts', 'index.ts']);
const rows = readdirSync(folder)
  .filter((name) => name.endsWith('.ts') && !shared.has(name) && !name.endsWith('.test.ts'))
  .map((name) => [
    name.replace(/\.ts$/, ''),
    readFileSync(join(folder, name), 'utf8').trimEnd().split('\n').length,
  ]);
for (const [service, lines] of rows) console.log(`${service.padEnd(12)} ${String(lines).padStart(4)} lines`);
console.log(
  `${'(engine)'.padEnd(12)} ${String([...shared].reduce((sum, name) => sum + readFileSync(join(folder, name), 'utf8').split('\n').length, 0)).padStart(4)} lines in define.ts, fields.ts, index.ts`,
);
