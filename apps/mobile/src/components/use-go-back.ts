import { useNavigate } from 'react-router';
import { canGoBack } from '../lib/history-stack';
import { HOME_PATH } from '../lib/navigation';

/**
 * One step back when this visit has a page to go back to; a page opened first (a deep link, a shared link)
 * goes home instead of leaving the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (canGoBack()) void navigate(-1);
    else void navigate(HOME_PATH, { replace: true });
  };
}
