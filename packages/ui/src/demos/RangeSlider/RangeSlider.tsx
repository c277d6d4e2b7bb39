import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  StyledFill,
  StyledHeader,
  StyledRail,
  StyledRangeSlider,
  StyledScale,
  StyledThumb,
  StyledTick,
  StyledTrackArea,
} from './RangeSlider.styles';

type RangeValue = [number, number];

interface RangeSliderProps {
  /** @default 0 */
  min?: number;
  /** @default 100 */
  max?: number;
  /** Values move in steps of this size (docs/requirements.md §2: 10). @default 10 */
  step?: number;
  /** The two starting values (docs/requirements.md §2: 20 and 40). @default [20, 40] */
  defaultValue?: RangeValue;
  /** Called with both values whenever one changes. */
  onChange?: (value: RangeValue) => void;
  /** The heading, which also names the slider group. @default '選擇範圍' */
  label?: string;
}

type Thumb = 0 | 1;
const thumbNames = ['最小值', '最大值'] as const;

/**
 * The two-thumb range slider of /range-slider. Each thumb is a keyboard-operable `slider`
 * (arrows, Page Up/Down, Home, End); dragging or clicking the track moves the nearest thumb.
 * The thumbs never cross: each is bounded by the other.
 */
export function RangeSlider({
  min = 0,
  max = 100,
  step = 10,
  defaultValue = [20, 40],
  onChange,
  label = '選擇範圍',
}: RangeSliderProps) {
  const [value, setValue] = useState<RangeValue>(defaultValue);
  const [active, setActive] = useState<Thumb>(1);
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRefs = useRef<(HTMLDivElement | null)[]>([]);
  const dragging = useRef<Thumb | null>(null);
  const headingId = useId();

  const snap = (v: number) => Math.round((v - min) / step) * step + min;
  const percent = (v: number) => ((v - min) / (max - min)) * 100;

  const setThumb = (thumb: Thumb, raw: number) => {
    const [low, high] = value;
    const bounded =
      thumb === 0
        ? Math.min(Math.max(snap(raw), min), high)
        : Math.max(Math.min(snap(raw), max), low);
    setActive(thumb);
    if (bounded === value[thumb]) return;
    const next: RangeValue = thumb === 0 ? [bounded, high] : [low, bounded];
    setValue(next);
    onChange?.(next);
  };

  const onKeyDown = (thumb: Thumb) => (event: KeyboardEvent<HTMLDivElement>) => {
    const current = value[thumb];
    const big = step * 2;
    const target: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + step,
      ArrowLeft: current - step,
      ArrowDown: current - step,
      PageUp: current + big,
      PageDown: current - big,
      Home: min,
      End: max,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setThumb(thumb, next);
  };

  const valueAt = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return min;
    const ratio = Math.min(Math.max((clientX - rect.left) / rect.width, 0), 1);
    return min + ratio * (max - min);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const v = valueAt(event.clientX);
    const [low, high] = value;
    // The nearest thumb moves; between two stacked thumbs, the side of the click decides.
    const thumb: Thumb =
      Math.abs(v - low) < Math.abs(v - high) || (low === high && v < low) ? 0 : 1;
    dragging.current = thumb;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests, assistive tools) cannot be captured.
    }
    thumbRefs.current[thumb]?.focus();
    setThumb(thumb, v);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === null) return;
    setThumb(dragging.current, valueAt(event.clientX));
  };

  const endDrag = () => {
    dragging.current = null;
  };

  const ticks = [];
  for (let v = min; v <= max; v += step) ticks.push(v);

  return (
    <StyledRangeSlider role="group" aria-labelledby={headingId} data-folio="range-slider">
      <StyledHeader>
        <h2 id={headingId}>{label}</h2>
        <output aria-live="polite">
          {value[0]} – {value[1]}
        </output>
      </StyledHeader>
      <StyledTrackArea
        ref={trackRef}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-testid="range-track"
      >
        <StyledRail />
        <StyledFill $from={percent(value[0])} $to={percent(value[1])} />
        {ticks.map((v) => (
          <StyledTick key={v} $at={percent(v)} $active={v > value[0] && v < value[1]} />
        ))}
        {([0, 1] as const).map((thumb) => (
          <StyledThumb
            key={thumb}
            ref={(el) => {
              thumbRefs.current[thumb] = el;
            }}
            role="slider"
            tabIndex={0}
            aria-label={thumbNames[thumb]}
            aria-orientation="horizontal"
            aria-valuemin={thumb === 0 ? min : value[0]}
            aria-valuemax={thumb === 0 ? value[1] : max}
            aria-valuenow={value[thumb]}
            $at={percent(value[thumb])}
            $raised={active === thumb}
            onKeyDown={onKeyDown(thumb)}
            onFocus={() => setActive(thumb)}
          />
        ))}
      </StyledTrackArea>
      <StyledScale aria-hidden="true">
        <span>{min}</span>
        <span>{(min + max) / 2}</span>
        <span>{max}</span>
      </StyledScale>
    </StyledRangeSlider>
  );
}
