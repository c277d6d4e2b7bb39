/**
 * Small inline SVG icons (24 px grid, current colour), the library's only copies. Decorative: the
 * control around them is labelled. Each takes SVG props (a heavier `strokeWidth` for small sizes).
 */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame every icon is drawn in: a 24-unit grid stroked in the current colour, hidden from
 * assistive technology. It has no size of its own (the surrounding CSS sizes it, or `width` and
 * `height`); a screen's own icons are its children.
 */
export const IconSvg = (props: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  />
);

const Svg = (props: IconProps) => <IconSvg width="24" height="24" {...props} />;

export const MenuIcon = () => (
  <Svg>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);
export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
/** A check in a circle: a finished step. */
export const DoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M7.5 12.5l3 3 6-6.5" />
  </Svg>
);

const chevrons = {
  left: 'M15 18l-6-6 6-6',
  right: 'M9 18l6-6-6-6',
  down: 'M6 9l6 6 6-6',
} as const;

/** A chevron pointing `left`, `right` (the default) or `down`. */
export const ChevronIcon = ({
  direction = 'right',
  ...props
}: IconProps & { direction?: keyof typeof chevrons }) => (
  <Svg {...props}>
    <path d={chevrons[direction]} />
  </Svg>
);
export const SunIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
);
export const MoonIcon = () => (
  <Svg>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </Svg>
);
export const UserIcon = () => (
  <Svg>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Svg>
);
export const ArrowLeftIcon = () => (
  <Svg>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Svg>
);
/** A triangle with an exclamation mark: a warning. */
export const WarningIcon = () => (
  <Svg>
    <path d="M12 3l9 16H3zM12 10v4M12 17v.01" />
  </Svg>
);
