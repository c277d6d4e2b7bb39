import type { ComponentProps } from 'react';
import { Button } from './Button';

type ToggleButtonProps = Omit<
  ComponentProps<typeof Button>,
  'variant' | 'size' | 'aria-pressed'
> & {
  /** Whether this is the current choice of its group. */
  pressed: boolean;
};

/**
 * One choice of a row of filters or tabs (a `role="group"` of toggle buttons): a small button,
 * solid and `aria-pressed` while it is the current choice, outlined otherwise.
 */
export function ToggleButton({ pressed, ...rest }: ToggleButtonProps) {
  return (
    <Button size="small" variant={pressed ? 'solid' : 'outline'} aria-pressed={pressed} {...rest} />
  );
}
