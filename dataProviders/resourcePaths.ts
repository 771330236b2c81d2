/**
 * react-admin resource name -> API path (DESIGN.md: the spec leaves these calls unnamed, so they live
 * under /homepage/v2/...). Each later issue adds its resources here.
 */
export const RESOURCE_PATHS: Readonly<Record<string, string>> = {
  members: '/homepage/v2/members',
  groups: '/homepage/v2/groups',
  managers: '/homepage/v2/managers',
  anniversaries: '/homepage/v2/anniversaries',
};

/** The API path of a resource; an unlisted resource is a programming error, not a guess. */
export function resourcePath(
  resource: string,
  paths: Readonly<Record<string, string>> = RESOURCE_PATHS,
): string {
  const path = Object.hasOwn(paths, resource) ? paths[resource] : undefined;
  if (!path) throw new Error(`API 경로가 등록되지 않은 리소스입니다: ${resource}`);
  return path;
}
