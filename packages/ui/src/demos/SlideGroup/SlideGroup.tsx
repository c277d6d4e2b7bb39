import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { IconButton } from '../../primitives/IconButton';
import {
  StyledList,
  StyledOption,
  StyledRow,
  StyledSelection,
  StyledSlideGroup,
  StyledViewport,
} from './SlideGroup.styles';
import { ChevronIcon } from '../../primitives';

/** The 20 sample options of docs/requirements.md §2. */
const sampleSlideOptions: string[] = Array.from({ length: 20 }, (_, i) => `選項 ${i + 1}`);

interface SlideGroupProps {
  /** The options, in order. @default 選項 1 to 選項 20 */
  options?: string[];
  /** The index selected at first, or null for none. @default null */
  defaultSelected?: number | null;
  /** Called with the selected index (null when the selection is cleared). */
  onChange?: (index: number | null) => void;
  /** The heading. @default '選擇一個項目' */
  title?: string;
}

/**
 * The slide group of /slide-groups: a horizontally scrolling row of options, one of which can be
 * selected (a toggle button each, `aria-pressed`). The arrow buttons scroll by most of a view and
 * are disabled at either end.
 */
export function SlideGroup({
  options = sampleSlideOptions,
  defaultSelected = null,
  onChange,
  title = '選擇一個項目',
}: SlideGroupProps) {
  const [selected, setSelected] = useState<number | null>(defaultSelected);
  const [edges, setEdges] = useState({ start: true, end: false });
  const viewportRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  const measure = useCallback(() => {
    const el = viewportRef.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 1,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1,
    });
  }, []);

  // Bring the option selected at first into view, without animation.
  useEffect(() => {
    const el = viewportRef.current;
    const option = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !option) return;
    const left = option.offsetLeft; // the viewport is the offset parent
    if (left + option.offsetWidth > el.clientWidth) {
      el.style.scrollBehavior = 'auto';
      el.scrollLeft = left - (el.clientWidth - option.offsetWidth) / 2;
      el.style.scrollBehavior = '';
    }
    // Only on mount: later selections are made by the user, who already sees them.
  }, []);

  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, options.length]);

  const scroll = (direction: 1 | -1) => {
    const el = viewportRef.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 120) });
  };

  const toggle = (index: number) => {
    const next = selected === index ? null : index;
    setSelected(next);
    onChange?.(next);
  };

  return (
    <StyledSlideGroup aria-labelledby={headingId} data-folio="slide-group">
      <h2 id={headingId}>{title}</h2>
      <StyledRow>
        <IconButton label="往前捲動" onClick={() => scroll(-1)} disabled={edges.start}>
          <ChevronIcon direction="left" />
        </IconButton>
        <StyledViewport ref={viewportRef} onScroll={measure} data-testid="slide-viewport">
          <StyledList aria-labelledby={headingId}>
            {options.map((option, index) => (
              <li key={option}>
                <StyledOption
                  type="button"
                  aria-pressed={selected === index}
                  onClick={() => toggle(index)}
                  onFocus={(event) =>
                    event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
                  }
                >
                  <span data-part="number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span>{option}</span>
                </StyledOption>
              </li>
            ))}
          </StyledList>
        </StyledViewport>
        <IconButton label="往後捲動" onClick={() => scroll(1)} disabled={edges.end}>
          <ChevronIcon direction="right" />
        </IconButton>
      </StyledRow>
      <StyledSelection role="status">
        {selected === null ? (
          '尚未選擇'
        ) : (
          <>
            已選擇：<strong>{options[selected]}</strong>
          </>
        )}
      </StyledSelection>
    </StyledSlideGroup>
  );
}
