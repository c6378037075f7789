// Every path this section owns, from the site root. Links use these as they are; <Route> paths drop
// the leading slash (routePath) because the host mounts each section under its root splat route.
export const paths = {
  analytics: '/analytics',
} as const;

export function routePath(path: string): string {
  return path.replace(/^\//, '');
}
