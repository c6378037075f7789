/**
 * The API's LINE Login callback, which the owner registers in the channel on LINE Developers. One
 * URL for every agent: the sign-in's `state` says which agent it belongs to.
 */
export function lineLoginCallbackUrl(publicApiUrl: string): string {
  return `${publicApiUrl}/api/v1/public/line/callback`;
}
