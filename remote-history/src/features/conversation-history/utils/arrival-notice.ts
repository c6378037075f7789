/** Navigation state that carries a notice to the list (after a delete on the transcript). */
export function arrivalNotice(notice: string): { notice: string } {
  return { notice };
}

export function noticeOfState(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string' ? state.notice : null;
}
