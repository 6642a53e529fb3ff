/** What other features may use from the portal. */
export { useLayoutSwitch } from './components/use-layout-switch';
