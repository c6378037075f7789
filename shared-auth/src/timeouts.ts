/** SPEC §7 and §9: every API call times out after 60 seconds. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Logout is a courtesy to the API; signing out must not wait on it for long. */
export const LOGOUT_TIMEOUT_MS = 5_000;
