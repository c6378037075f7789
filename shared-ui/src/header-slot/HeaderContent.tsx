import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useHeaderContent } from './header-content-store';

export interface HeaderContentProps {
  children: ReactNode;
}

/**
 * Puts its children into the host's top bar while it is mounted. It runs again on every path
 * change because the host clears the slot then, before this passive effect runs.
 */
export function HeaderContent({ children }: HeaderContentProps) {
  const { pathname } = useLocation();
  const setContent = useHeaderContent((s) => s.setContent);
  useEffect(() => {
    setContent(children);
  }, [children, pathname, setContent]);
  useEffect(
    () => () => {
      useHeaderContent.getState().clear();
    },
    [],
  );
  return null;
}
