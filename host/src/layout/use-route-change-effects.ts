import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useHeaderContent } from 'shared-ui';

/**
 * SPEC §2: each path change scrolls to the top and clears the header content. A layout effect,
 * so the clearing lands before the new page's <HeaderContent> sets its own in a passive effect.
 */
export function useRouteChangeEffects(): string {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    useHeaderContent.getState().clear();
  }, [pathname]);
  return pathname;
}
