import { seedBenchDatabase } from './bench/organisation';
import { mkdirSync } from 'node:fs';
mkdirSync('/tmp/benchdb', { recursive: true });
const r = await seedBenchDatabase('/tmp/benchdb');
console.log('group', r.groupId);
