import { useId, useState } from 'react';
import type { Palette } from '../../theme';
import {
  StyledOption,
  StyledOptions,
  StyledResult,
  StyledSatisfaction,
} from './SatisfactionRating.styles';

/** The five steps, from 1 (worst) to 5 (best). */
const satisfactionLevels = [
  { value: 1, label: '非常不滿意', color: 'error' },
  { value: 2, label: '不滿意', color: 'warning' },
  { value: 3, label: '普通', color: 'info' },
  { value: 4, label: '滿意', color: 'primary' },
  { value: 5, label: '非常滿意', color: 'success' },
] as const satisfies readonly { value: number; label: string; color: keyof Palette }[];

type SatisfactionValue = (typeof satisfactionLevels)[number]['value'];

interface SatisfactionRatingProps {
  /** The step chosen at first (1 to 5), or null for none. @default null */
  defaultValue?: SatisfactionValue | null;
  /** Called with the chosen step (1 to 5). */
  onChange?: (value: SatisfactionValue) => void;
  /** The question; it names the radio group. @default '您對這次的服務滿意嗎？' */
  question?: string;
}

/** Mouth shapes from a deep frown to a broad smile; brows on the angriest face. */
const mouths: Record<SatisfactionValue, string> = {
  1: 'M8 17.5c1.2-2.2 6.8-2.2 8 0',
  2: 'M8.5 16.5c1.5-1.2 5.5-1.2 7 0',
  3: 'M8.5 15.5h7',
  4: 'M8.5 14.5c1.5 1.4 5.5 1.4 7 0',
  5: 'M7.5 13.5c1 3.5 8 3.5 9 0z',
};

function Face({ value }: { value: SatisfactionValue }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" />
      {value === 1 && <path d="M7 8.2l2.6 1.2M17 8.2l-2.6 1.2" />}
      <circle cx="9" cy="10.5" r="0.9" fill="currentColor" stroke="none" />
      <circle cx="15" cy="10.5" r="0.9" fill="currentColor" stroke="none" />
      <path d={mouths[value]} fill={value === 5 ? 'currentColor' : 'none'} />
    </svg>
  );
}

/**
 * The satisfaction rating of /feedbacks: five faces from 非常不滿意 to 非常滿意. It is a radio
 * group; the chosen face is coloured and enlarged, and the choice is written out below.
 */
export function SatisfactionRating({
  defaultValue = null,
  onChange,
  question = '您對這次的服務滿意嗎？',
}: SatisfactionRatingProps) {
  const [value, setValue] = useState<SatisfactionValue | null>(defaultValue);
  const name = useId();
  const chosen = satisfactionLevels.find((level) => level.value === value);

  return (
    <StyledSatisfaction data-folio="satisfaction-rating">
      <legend>{question}</legend>
      <StyledOptions>
        {satisfactionLevels.map((level) => (
          <StyledOption key={level.value} $color={level.color} $checked={value === level.value}>
            <input
              type="radio"
              name={name}
              value={level.value}
              checked={value === level.value}
              onChange={() => {
                setValue(level.value);
                onChange?.(level.value);
              }}
            />
            <Face value={level.value} />
            <span>{level.label}</span>
          </StyledOption>
        ))}
      </StyledOptions>
      <StyledResult role="status">
        {chosen ? (
          <>
            您的評價：<strong>{chosen.label}</strong>
          </>
        ) : (
          '請選擇一個表情'
        )}
      </StyledResult>
    </StyledSatisfaction>
  );
}
