/** The route of an ANALYTICS_API_PATHS entry under the /analytics prefix ('analytics/summary' → '/summary'). */
export function routeOf(path: string): string {
  return path.slice(path.indexOf('/'));
}
