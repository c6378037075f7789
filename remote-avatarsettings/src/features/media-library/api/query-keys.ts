export const mediaKeys = {
  item: (id: string) => ['media', id] as const,
};
