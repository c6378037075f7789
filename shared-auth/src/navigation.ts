/**
 * SPEC §8 says the browser goes to /login: a full page load, which also drops every section's cached
 * data of the ended session. Kept in its own module so tests can observe it.
 */
export function goToLogin(): void {
  window.location.assign('/login');
}
