// What the apps share under the key 'zod' (webpack aliases the request here). Shared as itself,
// zod ships every locale's messages (85 KB gzip); our schemas carry their own Japanese messages and
// the browser never reads z.locales, so this re-export leaves them out (about 27 KB gzip remain).
// The API is not bundled and keeps the full package (it sets the Japanese locale).
import * as z from './federation.zod-classic.mjs';

export * from './federation.zod-classic.mjs';
export { z, z as default };
