import { HttpError } from 'ra-core';
import type { DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ApiFetch, ApiFetchOptions, FetchJson } from './httpClient';
import { ApiError } from './httpClient';
import { fillPath, withoutPathFilters } from './pathTemplates';
import type { PathParams } from './pathTemplates';
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
  const route = <P extends PathParams>(resource: string, params: P) => {
    const template = resourcePath(resource, paths);
    const path = fillPath(template, params);
    const cut = path.lastIndexOf('/');
    const base = path.slice(0, cut);
    let provider = providers.get(base);
    if (!provider) {
      provider = simpleRestProvider(base, httpClient);
      providers.set(base, provider);
    }
    // The values that went into the path are not sent again as filters.
    return { provider, name: path.slice(cut + 1), params: withoutPathFilters(template, params) };
  };

  return {
    apiFetch,
    resourceFetch: <T>(resource: string, subPath: string, options?: ApiFetchOptions) =>
      apiFetch<T>(`${resourcePath(resource, paths)}${subPath}`, options),
    getList: (resource, params) => {
      const { provider, name, params: rest } = route(resource, params);
      return provider.getList(name, rest);
    },
    getOne: (resource, params) => {
      const { provider, name, params: rest } = route(resource, params);
      return provider.getOne(name, rest);
    },
    getMany: (resource, params) => {
      const { provider, name, params: rest } = route(resource, params);
      return provider.getMany(name, rest);
    },
    getManyReference: (resource, params) => {
      const { provider, name, params: rest } = route(resource, params);
      return provider.getManyReference(name, rest);
    },
    create: (resource, params) => {
      const { provider, name, params: rest } = route(resource, params);
      return provider.create(name, rest);
    },
    update: (resource, params) => {
      const { provider, name, params: rest } = route(resource, params);
      return provider.update(name, rest);
    },
    updateMany: (resource, params) => {
      const { provider, name, params: rest } = route(resource, params);
      return provider.updateMany(name, rest);
    },
    delete: (resource, params) => {
      const { provider, name, params: rest } = route(resource, params);
      return provider.delete(name, rest);
    },
    deleteMany: (resource, params) => {
      const { provider, name, params: rest } = route(resource, params);
      return provider.deleteMany(name, rest);
    },
  };
}
