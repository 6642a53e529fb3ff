import { BatonLogo } from '../components/baton-logo';

/** Shown while the first route loads. */
export function Splash() {
  return (
    <div style={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <BatonLogo size={56} title="Baton" />
    </div>
  );
}
