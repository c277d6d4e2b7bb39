import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { RatingStars } from '../Ratings';
import { CafeIllustration } from './CafeIllustration';
import {
  StyledActions,
  StyledBody,
  StyledCafeCard,
  StyledChip,
  StyledChips,
  StyledDivider,
  StyledImage,
  StyledLoadingBar,
  StyledMeta,
  StyledRating,
  StyledSlots,
  StyledStatus,
} from './CafeCard.styles';

/** The four time slots of docs/requirements.md §2, exactly as shown. */
const cafeTimeSlots = ['PM 5:30', 'PM 7:30', 'PM 8:00', 'PM 9:00'];

interface CafeCardProps {
  /** The restaurant's name. @default 'Cafe Badilico' */
  name?: string;
  /** Average rating, out of 5. @default 4.5 */
  rating?: number;
  /** How many reviews the rating comes from. @default 413 */
  reviewCount?: number;
  /** Price level and cuisine. @default '$ • 義式料理、咖啡館' */
  category?: string;
  /** A line about the place. */
  description?: string;
  /** Tonight's time slots. @default ['PM 5:30', 'PM 7:30', 'PM 8:00', 'PM 9:00'] */
  timeSlots?: string[];
  /** The slot chosen at first, so 預約 always works (docs/requirements.md §2); null for none. @default the first slot */
  defaultSlot?: string | null;
  /** How long the booking shows its loading state, in milliseconds (docs/requirements.md §9: 2 seconds). @default 2000 */
  durationMs?: number;
  /** Called with the slot when the booking finishes loading. */
  onBook?: (slot: string) => void;
}

/**
 * The sample restaurant card of /cafe-card: a picture, the rating (4.5 from 413 reviews), a short
 * description and tonight's four time slots. 預約 shows a loading state for two seconds, then
 * confirms the chosen slot. Nothing is sent anywhere.
 */
export function CafeCard({
  name = 'Cafe Badilico',
  rating = 4.5,
  reviewCount = 413,
  category = '$ • 義式料理、咖啡館',
  description = '小份量料理、沙拉與三明治。店內 12 個座位，另有露天座位，氣氛溫馨。',
  timeSlots = cafeTimeSlots,
  defaultSlot = timeSlots[0] ?? null,
  durationMs = 2000,
  onBook,
}: CafeCardProps) {
  const [slot, setSlot] = useState<string | null>(defaultSlot);
  const [loading, setLoading] = useState(false);
  const [booked, setBooked] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingId = useId();
  const slotName = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const book = () => {
    if (!slot || loading) return;
    setLoading(true);
    setBooked(null);
    timer.current = setTimeout(() => {
      setLoading(false);
      setBooked(slot);
      onBook?.(slot);
    }, durationMs);
  };

  const status = loading
    ? '預約處理中…'
    : booked
      ? `已為您預約今晚 ${booked}`
      : slot
        ? `已選擇 ${slot}`
        : '請先選擇時段';

  return (
    <StyledCafeCard
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-folio="cafe-card"
    >
      {loading && <StyledLoadingBar role="progressbar" aria-label="預約處理中" />}
      <StyledImage>
        <CafeIllustration label={`${name} 的店內示意圖`} />
      </StyledImage>
      <StyledBody>
        <h2 id={headingId}>{name}</h2>
        <StyledRating>
          <RatingStars value={rating} size={18} />
          <span>
            {rating}（{reviewCount} 則評論）
          </span>
        </StyledRating>
        <StyledMeta>{category}</StyledMeta>
        <p>{description}</p>
      </StyledBody>
      <StyledDivider />
      <StyledSlots disabled={loading}>
        <legend>今晚可訂位時段</legend>
        <StyledChips>
          {timeSlots.map((time) => (
            <StyledChip key={time} $checked={slot === time}>
              <input
                type="radio"
                name={slotName}
                value={time}
                checked={slot === time}
                onChange={() => {
                  setSlot(time);
                  setBooked(null);
                }}
              />
              {time}
            </StyledChip>
          ))}
        </StyledChips>
      </StyledSlots>
      <StyledActions>
        <Button fullWidth loading={loading} disabled={!slot} onClick={book}>
          {loading ? '預約中' : '預約'}
        </Button>
        <StyledStatus role="status" $success={Boolean(booked) && !loading}>
          {status}
        </StyledStatus>
      </StyledActions>
    </StyledCafeCard>
  );
}
