import { HttpError } from 'ra-core';
import type { DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ApiFetch, ApiFetchOptions, FetchJson } from './httpClient';
import { ApiError } from './httpClient';
import { resourcePath } from './resourcePaths';
import type { ResourcePaths } from './resourcePaths';

/** The admin dataProvider plus `apiFetch` for the calls that are not CRUD (menus, banners, info). */
export interface PortalDataProvider extends DataProvider {
  apiFetch: ApiFetch;
  /**
   * A call beyond CRUD below a registered resource's API path, e.g. ('members', '/import') is
   * POST-able at `${members' path}/import`. A method, not a path lookup: react-admin's dataProvider
   * proxy expects every method to answer with a promise, and routes its 401s through checkError.
   */
  resourceFetch: <T>(resource: string, subPath: string, options?: ApiFetchOptions) => Promise<T>;
}

/**
 * The admin dataProvider: ra-data-simple-rest over our HTTP client, each resource sent to its path of
 * `paths` (built from the registered resources' definitions). Failures become react-admin HttpErrors whose body carries the field errors;
 * going through react-admin's proxy, an `apiFetch` 401 logs out like any other call.
 */
export function createDataProvider(
  { fetchJson, apiFetch }: { fetchJson: FetchJson; apiFetch: ApiFetch },
  paths: ResourcePaths,
): PortalDataProvider {
  const httpClient: FetchJson = (url, options) =>
    fetchJson(url, options).catch((error: unknown) => {
      throw error instanceof ApiError ? new HttpError(error.message, error.status, error.body) : error;
    });

  // simple-rest calls `${apiUrl}/${resource}`: split the path so the last segment stays the resource
  // name (it also names the Range header) and the rest is the base URL.
  const providers = new Map<string, DataProvider>();
  const route = (resource: string) => {
    const path = resourcePath(resource, paths);
    const cut = path.lastIndexOf('/');
    const base = path.slice(0, cut);
    let provider = providers.get(base);
    if (!provider) {
      provider = simpleRestProvider(base, httpClient);
      providers.set(base, provider);
    }
    return { provider, name: path.slice(cut + 1) };
  };

  return {
    apiFetch,
    resourceFetch: <T>(resource: string, subPath: string, options?: ApiFetchOptions) =>
      apiFetch<T>(`${resourcePath(resource, paths)}${subPath}`, options),
    getList: (resource, params) => {
      const { provider, name } = route(resource);
      return provider.getList(name, params);
    },
    getOne: (resource, params) => {
      const { provider, name } = route(resource);
      return provider.getOne(name, params);
    },
    getMany: (resource, params) => {
      const { provider, name } = route(resource);
      return provider.getMany(name, params);
    },
    getManyReference: (resource, params) => {
      const { provider, name } = route(resource);
      return provider.getManyReference(name, params);
    },
    create: (resource, params) => {
      const { provider, name } = route(resource);
      return provider.create(name, params);
    },
    update: (resource, params) => {
      const { provider, name } = route(resource);
      return provider.update(name, params);
    },
    updateMany: (resource, params) => {
      const { provider, name } = route(resource);
      return provider.updateMany(name, params);
    },
    delete: (resource, params) => {
      const { provider, name } = route(resource);
      return provider.delete(name, params);
    },
    deleteMany: (resource, params) => {
      const { provider, name } = route(resource);
      return provider.deleteMany(name, params);
    },
  };
}
