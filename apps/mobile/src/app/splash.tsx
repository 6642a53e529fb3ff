import { BatonLogo } from '../components/baton-logo';
import { bootScreenShown } from '../lib/boot-screen';

/** Shown while the first route loads, unless the server's boot screen still covers it. */
export function Splash() {
  if (bootScreenShown()) return null;
  return (
    <div style={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <BatonLogo size={56} title="Baton" />
    </div>
  );
}
