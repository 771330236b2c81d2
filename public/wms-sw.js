/* global self, caches */
/*
 * The warehouse app's service worker, registered by customPages/wms/installApp.ts with scope /wms.
 * It keeps the app shell (index.html) and the build files on the phone, so every /wms screen opens
 * without a network. Data is not its business: the API (/homepage/..., /api/...) passes through
 * untouched, and the app keeps its reads and unsent writes in IndexedDB (customPages/wms/offlineQueue.ts).
 */
const SHELL = 'wms-shell-v1'; // index.html (under /wms), the manifest and the icons
const ASSETS = 'wms-assets-v1'; // /assets/*: hashed names, a name never changes its content
const SHELL_URL = '/wms';
const STATIC = ['/wms.webmanifest', '/icons/wms-192.png', '/icons/wms-512.png'];

const isAsset = (url) => new URL(url, self.location.origin).pathname.startsWith('/assets/');
const isWmsPage = (path) => path === '/wms' || path.startsWith('/wms/');

// Install: the shell, and the entry's scripts and styles it names, so the first offline start works.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(SHELL_URL, { cache: 'no-cache' });
      const shell = await caches.open(SHELL);
      await shell.put(SHELL_URL, response.clone());
      await shell.addAll(STATIC);
      const html = await response.text();
      const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      await (await caches.open(ASSETS)).addAll(named);
      await self.skipWaiting();
    })(),
  );
});

// Activate: drop the caches of an older version of this file, and take the open /wms pages at once.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('wms-') && name !== SHELL && name !== ASSETS) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

// The page lists the build files it loaded before this worker ran (and the screens it fetched ahead).
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-assets') return;
  const urls = event.data.urls.filter(isAsset);
  event.waitUntil(
    caches
      .open(ASSETS)
      .then((cache) =>
        Promise.all(
          urls.map(async (url) => (await cache.match(url)) ?? cache.add(url).catch(() => undefined)),
        ),
      ),
  );
});

// A page under /wms: the network first (a new deploy shows at once), the kept shell when offline.
async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html'))
      await (await caches.open(SHELL)).put(SHELL_URL, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(SHELL_URL, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

// A build file: the kept copy first; a new one is kept as it arrives.
async function asset(request) {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(ASSETS)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && isWmsPage(url.pathname)) event.respondWith(page(request));
  else if (isAsset(request.url)) event.respondWith(asset(request));
  else if (STATIC.includes(url.pathname))
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { ignoreVary: true })));
  // Everything else, the API above all, goes to the network as if there were no worker.
});
