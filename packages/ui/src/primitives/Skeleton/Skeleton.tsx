import { StyledSkeleton, StyledSkeletonLines, type SkeletonVariant } from './Skeleton.styles';

export type { SkeletonVariant };

interface SkeletonProps {
  /** `text` for lines of text, `rect` for images and blocks, `circle` for avatars. @default 'text' */
  variant?: SkeletonVariant;
  /** A CSS length or pixels. @default '100%' (a circle: 40) */
  width?: number | string;
  /** A CSS length or pixels. @default text '1em', rect 120, circle = width */
  height?: number | string;
  /** Lines of text; the last one is shorter. Only for `text`. @default 1 */
  lines?: number;
  /** Pulse gently (never with reduced motion). Turn off for screenshots. @default true */
  animate?: boolean;
  className?: string;
}

const css = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder in the shape of content that is loading. It is hidden from assistive technology:
 * mark the region that loads with `aria-busy` and say "loading" there (e.g. with a Spinner label).
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  lines = 1,
  animate = true,
  className,
}: SkeletonProps) {
  const w = css(width ?? (variant === 'circle' ? 40 : '100%'));
  const h = css(
    height ?? (variant === 'text' ? '1em' : variant === 'circle' ? (width ?? 40) : 120),
  );
  if (variant === 'text' && lines > 1) {
    return (
      <StyledSkeletonLines aria-hidden="true" className={className} data-folio="skeleton">
        {Array.from({ length: lines }, (_, i) => (
          <StyledSkeleton
            key={i}
            $variant="text"
            $width={i === lines - 1 ? '60%' : w}
            $height={h}
            $animate={animate}
          />
        ))}
      </StyledSkeletonLines>
    );
  }
  return (
    <StyledSkeleton
      aria-hidden="true"
      className={className}
      data-folio="skeleton"
      $variant={variant}
      $width={w}
      $height={h}
      $animate={animate}
    />
  );
}
