import { QueryClient } from '@tanstack/react-query';

// One cache for this section, made once per module load: the section keeps its server data when the
// host unmounts and remounts it, and never shares a cache with another section.
export const queryClient = new QueryClient();
