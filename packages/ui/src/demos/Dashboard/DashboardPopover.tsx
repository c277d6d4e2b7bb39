import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { StyledPopover, StyledPopoverPanel } from './Dashboard.styles';

interface DashboardPopoverProps {
  /** Renders the toggle; spread the given props onto a `<button>`. */
  trigger: (props: {
    id: string;
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
  }) => ReactNode;
  /** The panel's content; `close` hides it and gives focus back to the trigger. */
  children: (close: () => void) => ReactNode;
  /** Align the panel with the trigger's right edge. @default false */
  alignEnd?: boolean;
}

/**
 * A disclosure with a floating panel: the trigger toggles it (`aria-expanded`), Escape closes it and
 * returns focus to the trigger, a click outside closes it.
 */
export function DashboardPopover({ trigger, children, alignEnd = false }: DashboardPopoverProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const triggerId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    document.getElementById(triggerId)?.focus();
  };

  return (
    <StyledPopover
      ref={ref}
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      {trigger({
        id: triggerId,
        'aria-expanded': open,
        'aria-controls': panelId,
        onClick: () => setOpen(!open),
      })}
      <StyledPopoverPanel id={panelId} hidden={!open} $alignEnd={alignEnd}>
        {open && children(close)}
      </StyledPopoverPanel>
    </StyledPopover>
  );
}
