// The end-to-end tests drive Debian's Chromium (no browser download is possible on these machines).
// Installs it, with Korean fonts for readable screenshots, when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  console.error(
    `${CHROMIUM} 이 없습니다. root 로 실행하거나 'sudo apt-get install -y chromium fonts-noto-cjk' 을 먼저 실행하세요.`,
  );
  process.exit(1);
}
console.log('Chromium 을 설치합니다 (apt-get)...');
execSync(
  'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
  {
    stdio: 'inherit',
    shell: '/bin/bash',
  },
);
