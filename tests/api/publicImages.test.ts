// Every picture the server hands out by its public path (the gift catalogue's, and any a later seed
// adds) is a file the built app serves: a recipient's phone shows no broken image.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCES = ['server', 'schemas', 'lib'];
const IMAGE_PATH = /['"`](\/images\/[^'"`$]+\.(?:svg|png|jpg|webp))['"`]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('public images the server refers to', () => {
  it('exist under public/', () => {
    const referenced = new Set(
      SOURCES.flatMap(sourceFiles).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(IMAGE_PATH)].map((match) => match[1]!),
      ),
    );
    expect(referenced.size).toBeGreaterThanOrEqual(3);
    expect([...referenced].filter((path) => !existsSync(join('public', path)))).toEqual([]);
  });
});
