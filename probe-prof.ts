import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { loginHeaders, waitFor } from './bench/server';
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: '3377', DATA_DIR: '/tmp/benchdb', LOG_LEVEL: 'error', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = 'http://127.0.0.1:3377';
await waitFor(`${base}/healthz`, Date.now() + 120000);
const auth = await loginHeaders(base);
const chart = await fetch(`${base}/homepage/v2/groups?range=[0,999]`, { headers: auth }).then((r) => r.json() as Promise<Array<{ id: string; name: string }>>);
const gid = chart.find((g) => g.name === '인사팀')!.id;
const q = new URLSearchParams({ filter: JSON.stringify({ groupId: gid }), sort: '["name","ASC"]', range: '[100,149]' });
for (const [label, url] of [['list', `${base}/homepage/v2/members?${q}`]] as const) {
  const r = await autocannon({ url, connections: 50, duration: 5, headers: auth });
  console.log(label, r.requests.average, 'req/s p99', r.latency.p99, 'non2xx', r.non2xx);
}
child.kill('SIGINT');
await new Promise((r) => child.on('exit', r));
