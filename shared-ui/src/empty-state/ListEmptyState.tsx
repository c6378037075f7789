import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';

export interface ListEmptyStateProps {
  /** A search or filter is on: nothing matches it, which is not the same as nothing there. */
  filtered: boolean;
  noMatches: string;
  noMatchesHint: string;
  /** What nothing matching offers, e.g. a button that clears the filters. */
  noMatchesAction?: ReactNode;
  /** The list has nothing yet: what it holds, and the button that adds the first. */
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action: ReactNode;
}

/** An empty list page: nothing matching the search, or nothing yet and how to add it. */
export function ListEmptyState({ filtered, noMatches, noMatchesHint, noMatchesAction, icon, title, description, action }: ListEmptyStateProps) {
  return filtered ? (
    <EmptyState title={noMatches} description={noMatchesHint} action={noMatchesAction} />
  ) : (
    <EmptyState icon={icon} title={title} description={description} action={action} />
  );
}
