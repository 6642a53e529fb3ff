import type { SVGProps } from 'react';

/**
 * Outline icons of the first screens (account, password, show, hide, a chevron, a plus), drawn as a few strokes
 * each: the icon library's versions weigh about 1 KB gzip apiece, a lot on the routes that must stay smallest.
 */
function LineIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-0.125em' }}
      {...props}
    >
      {children}
    </svg>
  );
}

export const UserLineIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.8-3.9 3.8-6 7.5-6s6.7 2.1 7.5 6" />
  </LineIcon>
);

export const LockLineIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
  </LineIcon>
);

export const EyeLineIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);

export const EyeClosedLineIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M3 9.5c2 2.8 5.2 4.5 9 4.5s7-1.7 9-4.5M6.2 12.6 4.5 15M12 14v3M17.8 12.6l1.7 2.4" />
  </LineIcon>
);

export const ChevronDownLineIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M6 9.5l6 6 6-6" />
  </LineIcon>
);

export const PlusLineIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);
