// Prints the line count of each resource definition (resources/<name>/index.ts(x)): what a
// resource costs on top of its schema, the figure the generated layer is meant to keep small.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../resources/', import.meta.url).pathname;
const rows = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .flatMap((entry) =>
    ['index.ts', 'index.tsx']
      .map((file) => join(root, entry.name, file))
      .filter((path) => existsSync(path))
      .map((path) => ({ name: entry.name, lines: readFileSync(path, 'utf8').trimEnd().split('\n').length })),
  )
  .sort((a, b) => a.lines - b.lines || a.name.localeCompare(b.name));
const width = Math.max(...rows.map((row) => row.name.length));
for (const row of rows) console.log(`${row.name.padEnd(width)}  ${String(row.lines).padStart(4)} lines`);
