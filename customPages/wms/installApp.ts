import { useEffect } from 'react';

/** Every warehouse screen's code, fetched ahead once the worker is in, so each opens offline. */
const SCREENS = import.meta.glob(['./*Page*.tsx', './WmsShell.tsx', '!./*.test.tsx']);

const HEAD: Record<string, string>[] = [
  { rel: 'manifest', href: '/wms.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/wms-192.png' },
  { name: 'theme-color', content: '#2156d9' },
  { name: 'apple-mobile-web-app-title', content: '창고 앱' },
  { name: 'mobile-web-app-capable', content: 'yes' },
  { name: 'apple-mobile-web-app-capable', content: 'yes' },
];

const idle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => resolve(), { timeout: 5_000 })
      : setTimeout(resolve, 2_000),
  );

let registered = false;
/**
 * The service worker (public/wms-sw.js, scope /wms): it keeps the app shell and the build files.
 * Once it runs, the screens not yet opened are fetched ahead, and the worker is told which build
 * files the page already loaded before it was there, so it keeps them too.
 */
function registerWorker() {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker
    .register('/wms-sw.js', { scope: '/wms' })
    .then(() => navigator.serviceWorker.ready)
    .then(async (registration) => {
      await idle();
      if (navigator.onLine) await Promise.allSettled(Object.values(SCREENS).map((load) => load()));
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith('/assets/'));
      registration.active?.postMessage({ type: 'cache-assets', urls });
    })
    .catch(() => undefined);
}

/**
 * Makes /wms an installable app while a warehouse page is shown: the manifest, the icons and the
 * theme colour in the head (only there: the portal's other pages are not this app), and the worker.
 */
export function useInstallableApp() {
  useEffect(() => {
    const added = HEAD.map((attributes) => {
      const element = document.createElement(attributes.rel ? 'link' : 'meta');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      return document.head.appendChild(element);
    });
    registerWorker();
    return () => added.forEach((element) => element.remove());
  }, []);
}
