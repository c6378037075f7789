/** The route of a WEEKLY_REPORT_API_PATHS entry under the /weekly-report prefix ('weekly-report/settings' → '/settings'). */
export function routeOf(path: string): string {
  return path.slice(path.indexOf('/'));
}
