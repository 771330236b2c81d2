import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS } from './index';

const root = join(import.meta.dirname, '..', '..');

describe('adding a service application is a schema plus a definition', () => {
  it('the script prints the line count of every application definition', () => {
    const printed = execFileSync('node', [join(root, 'scripts', 'application-lines.mjs')], {
      encoding: 'utf8',
    });
    for (const service of Object.keys(APPLICATIONS)) {
      const lines = readFileSync(join(root, 'schemas', 'serviceApply', `${service}.ts`), 'utf8')
        .trimEnd()
        .split('\n').length;
      expect(printed).toMatch(new RegExp(`^${service}\\s+${lines} lines$`, 'm'));
      // A definition stays short: the engine does the rest.
      expect(lines).toBeLessThan(100);
    }
  });

  it('the README shows a definition and the script', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain('defineApplication({');
    expect(readme).toContain('node scripts/application-lines.mjs');
  });
});
