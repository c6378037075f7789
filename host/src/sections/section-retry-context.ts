import { createContext } from 'react';

/**
 * How the nearest section slot loads its section again. Outside a slot the only honest retry
 * left is reloading the page.
 */
export const SectionRetryContext = createContext<() => void>(() => window.location.reload());
