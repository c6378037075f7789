import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { noticeOfState } from '../utils/arrival-notice';

/**
 * The list says once what was done before the owner was sent to it; the notice is dropped from the
 * history entry (its filters kept) so a reload or Back does not say it again.
 */
export function useNoticeOnArrival(show: (message: string) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeOfState(location.state);
  useEffect(() => {
    if (notice === null) return;
    show(notice);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [notice, location.pathname, location.search, navigate, show]);
}
