import type { ReactElement, SVGProps } from 'react';

interface ProviderMarkProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** The provider's id, as the server lists it (`line`, `google`, `dev`, or another). */
  provider: string;
  /** Width and height in px. @default 20 */
  size?: number;
}

/** The Google "G": four arcs of a ring and its bar, in the brand's four colours. */
const google = (
  <g fill="none" strokeWidth="4">
    <path d="M20 12a8 8 0 0 1-2.34 5.66" stroke="#4285F4" />
    <path d="M17.66 17.66A8 8 0 0 1 5.07 16" stroke="#34A853" />
    <path d="M5.07 16a8 8 0 0 1 0-8" stroke="#FBBC05" />
    <path d="M5.07 8a8 8 0 0 1 13.06-1.14" stroke="#EA4335" />
    <path d="M12 10h10v4H12z" fill="#4285F4" stroke="none" />
  </g>
);

/** LINE's mark: a white speech bubble on its green rounded square. */
const line = (
  <>
    <rect width="24" height="24" rx="5.5" fill="#06C755" />
    <path
      d="M12 5c-4.7 0-8.5 3-8.5 6.8 0 3.4 3 6.2 7.1 6.7.3.1.6.3.5.7l-.2 1.1c0 .3.2.6.6.4 2.2-1 6.7-3.9 8.1-6.6.6-.9.9-1.9.9-2.3C20.5 8 16.7 5 12 5z"
      fill="#fff"
    />
  </>
);

/** The development provider: a key, in the text's colour. */
const key = (
  <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="8" cy="12" r="4" />
    <path d="M12 12h9M18 12v3M21 12v2" />
  </g>
);

/** Any other provider: a person. */
const person = (
  <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1-4 4-6 8-6s7 2 8 6" />
  </g>
);

const marks: Record<string, ReactElement> = { google, line, dev: key };

/**
 * The mark of an identity provider beside its name: drawn here (no downloaded artwork), in the
 * brand's colours for LINE and Google. Decorative: the button or row around it names the provider.
 */
export function ProviderMark({ provider, size = 20, ...rest }: ProviderMarkProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-folio="provider-mark"
      data-provider={provider}
      {...rest}
    >
      {Object.hasOwn(marks, provider) ? marks[provider] : person}
    </svg>
  );
}
