import {
  BOOKING_NOTE_MAX_LENGTH,
  BOOKING_TOPIC_MAX_LENGTH,
  BOOKING_TOPICS,
  type BookingDetails,
} from '@folio/rules';
import styled from 'styled-components';
import { Textarea } from '../../primitives/Textarea';
import { TextField } from '../../primitives/TextField';
import { fontSize, radius, space } from '../../theme';

const StyledFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;

const StyledSuggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: calc(-1 * ${space(1)});
  button {
    padding: ${space(1)} ${space(3)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${radius.pill};
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
    font-size: ${fontSize.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.palette.primary};
    color: ${({ theme }) => theme.palette.primary};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary};
    outline-offset: 2px;
  }
`;

export interface BookingDetailsFieldsProps {
  value: { topic: string; note: string };
  onChange: (value: { topic: string; note: string }) => void;
  /** The rules' message per field (`bookingDetailErrors` or the server's 422). */
  errors?: Partial<Record<keyof BookingDetails, string>>;
}

/**
 * What a booking is about, asked in the booking's confirmation (docs/adr/0017 "What a booking
 * says"): a topic, free text with BOOKING_TOPICS as one-press suggestions, and an optional note.
 */
export function BookingDetailsFields({ value, onChange, errors = {} }: BookingDetailsFieldsProps) {
  return (
    <StyledFields>
      <TextField
        label="諮詢主題"
        required
        value={value.topic}
        maxLength={BOOKING_TOPIC_MAX_LENGTH * 2}
        error={errors.topic}
        helperText={`一行，最多 ${BOOKING_TOPIC_MAX_LENGTH} 個字；可點選下方建議`}
        onChange={(event) => onChange({ ...value, topic: event.target.value })}
      />
      <StyledSuggestions role="group" aria-label="建議主題">
        {BOOKING_TOPICS.map((topic) => (
          <button
            key={topic}
            type="button"
            aria-pressed={value.topic.trim() === topic}
            onClick={() => onChange({ ...value, topic })}
          >
            {topic}
          </button>
        ))}
      </StyledSuggestions>
      <Textarea
        label="備註（選填）"
        rows={3}
        value={value.note}
        error={errors.note}
        helperText={`想先讓對方知道的事，最多 ${BOOKING_NOTE_MAX_LENGTH} 個字`}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
      />
    </StyledFields>
  );
}
