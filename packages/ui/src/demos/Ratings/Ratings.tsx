import { useId, useState } from 'react';
import {
  StyledHalf,
  StyledRatings,
  StyledReadOnly,
  StyledRow,
  StyledStar,
  StyledStarEmpty,
  StyledStarFull,
  StyledStars,
  StyledValue,
} from './Ratings.styles';

interface RatingsProps {
  /** The rating shown at first, in half steps (docs/requirements.md §2: 3). @default 3 */
  defaultValue?: number;
  /** How many stars. @default 5 */
  max?: number;
  /** Called with the new rating (0.5 to max, in half steps). */
  onChange?: (value: number) => void;
  /** The question above the stars; it names the radio group. @default '為這次的體驗評分' */
  label?: string;
  /** Show the stars only, as an image (no input). @default false */
  readOnly?: boolean;
  /** Star size in pixels. @default 40 */
  size?: number;
}

const StarShape = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
  </svg>
);

const StarOutline = () => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.6}
    strokeLinejoin="round"
  >
    <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
  </svg>
);

/** Formats a rating: whole numbers without decimals, halves with one. */
const formatRating = (value: number) =>
  Number.isInteger(value) ? String(value) : value.toFixed(1);

function Stars({ value, max, size }: { value: number; max: number; size: number }) {
  return (
    <StyledStars $size={size} aria-hidden="true">
      {Array.from({ length: max }, (_, i) => (
        <StyledStar key={i}>
          <StyledStarEmpty>
            <StarOutline />
          </StyledStarEmpty>
          <StyledStarFull $fill={Math.min(Math.max(value - i, 0), 1)}>
            <StarShape />
          </StyledStarFull>
        </StyledStar>
      ))}
    </StyledStars>
  );
}

/** Stars only, named for screen readers, e.g. in a card. */
export function RatingStars({
  value,
  max = 5,
  size = 20,
}: {
  value: number;
  max?: number;
  size?: number;
}) {
  return (
    <StyledReadOnly role="img" aria-label={`評分 ${formatRating(value)} 顆星（滿分 ${max}）`}>
      <Stars value={value} max={max} size={size} />
    </StyledReadOnly>
  );
}

/**
 * The star rating of /ratings: five stars in half steps, starting at 3. It is a group of radio
 * buttons (0.5 to 5 顆星), so arrow keys change it; hovering previews a value; the value is shown
 * beside the stars.
 */
export function Ratings({
  defaultValue = 3,
  max = 5,
  onChange,
  label = '為這次的體驗評分',
  readOnly = false,
  size = 40,
}: RatingsProps) {
  const [value, setValue] = useState(defaultValue);
  const [hover, setHover] = useState<number | null>(null);
  const name = useId();
  const shown = hover ?? value;

  if (readOnly) {
    return (
      <StyledReadOnly data-folio="ratings">
        <RatingStars value={value} max={max} size={size} />
        <StyledValue as="span">{formatRating(value)}</StyledValue>
      </StyledReadOnly>
    );
  }

  const choose = (next: number) => {
    setValue(next);
    onChange?.(next);
  };

  return (
    <StyledRatings data-folio="ratings">
      <legend>{label}</legend>
      <StyledRow>
        <StyledStars $size={size} onMouseLeave={() => setHover(null)}>
          {Array.from({ length: max }, (_, i) => (
            <StyledStar key={i}>
              <StyledStarEmpty aria-hidden="true">
                <StarOutline />
              </StyledStarEmpty>
              <StyledStarFull $fill={Math.min(Math.max(shown - i, 0), 1)} aria-hidden="true">
                <StarShape />
              </StyledStarFull>
              {([0.5, 1] as const).map((part) => {
                const v = i + part;
                return (
                  <StyledHalf
                    key={part}
                    $side={part === 0.5 ? 'left' : 'right'}
                    onMouseEnter={() => setHover(v)}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={v}
                      checked={value === v}
                      onChange={() => choose(v)}
                    />
                    <span>{formatRating(v)} 顆星</span>
                  </StyledHalf>
                );
              })}
            </StyledStar>
          ))}
        </StyledStars>
        <StyledValue aria-live="polite">
          {formatRating(value)} <span>/ {max}</span>
        </StyledValue>
      </StyledRow>
    </StyledRatings>
  );
}
