/**
 * A route plugin with the name Fastify shows for it (in its plugin tree and its time-out errors).
 * Without one, Fastify looks for the plugin's file by walking every module in require.cache, once per
 * registration: for the API's 130-odd route plugins that was about 0.45 s of every app's start under
 * jest, whose module registry is large (and 70 ms in plain Node). The name is the function's own
 * (`const messages = async (app) => …` is named `messages`), else the one given.
 */
export function named<T extends (...args: never[]) => unknown>(plugin: T, fallback = 'route'): T {
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: plugin.name || fallback, configurable: true });
  return plugin;
}
