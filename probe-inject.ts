import { buildApp } from './server/app';
import { openDatabase } from './server/db/client';
import { testSettings } from './server/settings';
const database = await openDatabase({ dataDir: '/tmp/benchdb' });
const app = await buildApp({ settings: testSettings({ AUTH_RATE_LIMIT_PER_MINUTE: 100000 }), database, distDir: '/nonexistent' });
const login = (await app.inject({ method: 'POST', url: '/portal/auth/api/login', payload: { email: 'demo-admin@example.com', password: 'Demo!2345' } })).json();
const headers = { company_member_encrypted: login.companyMemberEncrypted, company_encrypted: login.companyEncrypted, client_id: login.clientId, client_secret: login.clientSecret };
const groups = (await app.inject({ method: 'GET', url: '/homepage/v2/groups?range=[0,999]', headers })).json();
const gid = groups.find((g: { name: string }) => g.name === '인사팀').id;
const url = `/homepage/v2/members?filter=${encodeURIComponent(JSON.stringify({ groupId: gid }))}&sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[100,149]')}`;
const bestOf: Record<string, number> = {};
for (let round = 0; round < 4; round++)
for (const [label, u] of [['healthz', '/healthz'], ['login-check', '/portal/auth/api/login-check'], ['list', url]]) {
  const t = performance.now();
  for (let i = 0; i < 100; i++) await app.inject({ method: 'GET', url: u, headers });
  bestOf[label!] = Math.min(bestOf[label!] ?? Infinity, (performance.now() - t) / 100);
}
console.log(bestOf);
await app.close(); await database.close();
