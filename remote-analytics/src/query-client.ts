import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from 'shared-auth';

/** A refusal (a period the contract rejects) answers the same again: said at once, with 再試行 beside it. */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  const refused = error instanceof ApiRequestError && error.status !== null && error.status >= 400 && error.status < 500;
  return !refused && failureCount < 3;
}

// One cache for this section, made once per module load: the section keeps its server data when the
// host unmounts and remounts it, and never shares a cache with another section.
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
