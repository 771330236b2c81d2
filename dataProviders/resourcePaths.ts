/**
 * Resource name -> API path. The table itself is not kept here: each resource definition carries its
 * path, and the app that registers the resources builds the table and hands it to createDataProvider.
 */
export type ResourcePaths = Readonly<Record<string, string>>;

/** The API path of a resource; an unlisted resource is a programming error, not a guess. */
export function resourcePath(resource: string, paths: ResourcePaths): string {
  const path = Object.hasOwn(paths, resource) ? paths[resource] : undefined;
  if (!path) throw new Error(`API 경로가 등록되지 않은 리소스입니다: ${resource}`);
  return path;
}
