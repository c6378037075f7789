import { useEffect, useState, type RefObject } from 'react';

/** The element's size in CSS px, kept current while it is on screen (null before the first measure). */
export function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => setSize({ width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
