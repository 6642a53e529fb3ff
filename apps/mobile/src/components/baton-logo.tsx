/** The Baton mark: a relay baton passed on, drawn in the theme colour. */
export function BatonLogo({ size = 56, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="64" height="64" rx="18" fill="var(--adm-color-primary)" />
      <path d="M19 46 L41 17" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <circle cx="45" cy="43" r="7" fill="#fff" />
      <path d="M14 24 h9 M11 31 h8" stroke="#fff" strokeOpacity="0.6" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
