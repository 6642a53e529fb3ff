import { NotFound } from '../components/not-found';
import { paths } from './paths';

/** Any path the app does not know (and, for now, the routes later issues build). */
export function NotFoundRoute() {
  return <NotFound homeHref={paths.home.href()} />;
}
