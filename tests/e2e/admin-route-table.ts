import { fileURLToPath } from 'node:url';

/** One admin route as the walk needs it, read from the app's own table. */
export interface TableRoute {
  /** Below /pc/admin, as declared (e.g. 'member/list', 'orders/past/:year/:month'). */
  path: string;
  /** Inside the shell (login required) or bare (auth pages). */
  layout: boolean;
}

/** A registered resource: its react-admin pages are routes too (/members/create, /members/:id, …/show). */
export interface TableResource {
  name: string;
  listPath: string;
  create: boolean;
  edit: boolean;
  show: boolean;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * ADMIN_ROUTES (app/admin/adminRoutes.tsx) and ADMIN_RESOURCES, loaded through Vite's module loader
 * (the app's modules import style sheets and assets that Node alone cannot load). A route or
 * resource added to the app is walked without touching the tests.
 */
export async function loadAdminRouteTable(): Promise<{ routes: TableRoute[]; resources: TableResource[] }> {
  const { createServer } = await import('vite');
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const table = (await server.ssrLoadModule('/app/admin/adminRoutes.tsx')) as {
      ADMIN_ROUTES: readonly { path: string; layout: boolean }[];
    };
    const registry = (await server.ssrLoadModule('/app/admin/resources.ts')) as {
      ADMIN_RESOURCES: readonly {
        name: string;
        listPath: string;
        resourceProps: { create?: unknown; edit?: unknown; show?: unknown };
      }[];
    };
    return {
      routes: table.ADMIN_ROUTES.map(({ path, layout }) => ({ path, layout })),
      resources: registry.ADMIN_RESOURCES.map(({ name, listPath, resourceProps }) => ({
        name,
        listPath,
        create: Boolean(resourceProps.create),
        edit: Boolean(resourceProps.edit),
        show: Boolean(resourceProps.show),
      })),
    };
  } finally {
    await server.close();
  }
}

/** Values for route parameters that the demo data always has; any other parameter is skipped with its reason. */
const KNOWN_PARAMETERS: Record<string, string> = { year: '2026', month: '11', index: '0' };

/** The concrete path to open, or why the route cannot be opened without a record of its own. */
export function concretePath(path: string): { path: string } | { skip: string } {
  let missing: string | null = null;
  const concrete = path
    .split('/')
    .flatMap((segment) => {
      if (segment === '*') return ['no-such-page'];
      const parameter = /^:(\w+)(\?)?$/.exec(segment);
      if (!parameter) return [segment];
      const value = KNOWN_PARAMETERS[parameter[1]!];
      if (value) return [value];
      if (parameter[2]) return [];
      missing ??= parameter[1]!;
      return [segment];
    })
    .join('/');
  return missing ? { skip: `no demo value for :${missing}` } : { path: concrete };
}
