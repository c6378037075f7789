export type AuthConfig = {
  /** The API prefix, e.g. `http://localhost:4000/api/v1`, read from the app's runtime-config.json. */
  apiBaseUrl: string;
};

let apiBaseUrl: string | null = null;

/** Called once by whichever app boots (the host, or a remote running alone) before any API call. */
export function configureAuth(config: AuthConfig): void {
  const trimmed = config.apiBaseUrl.trim().replace(/\/+$/, '');
  if (trimmed === '') {
    throw new Error('shared-auth: configureAuth needs a non-empty apiBaseUrl (runtime-config.json).');
  }
  apiBaseUrl = trimmed;
}

/** The configured API prefix, without a trailing slash. */
export function getApiBaseUrl(): string {
  if (apiBaseUrl === null) {
    throw new Error(
      'shared-auth: the API base URL is not configured. Call configureAuth({ apiBaseUrl }) with the value from runtime-config.json before making API calls.',
    );
  }
  return apiBaseUrl;
}
