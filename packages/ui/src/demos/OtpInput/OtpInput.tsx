import {
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { Button } from '../../primitives/Button';
import {
  StyledBox,
  StyledBoxes,
  StyledDescription,
  StyledOtpInput,
  StyledResend,
  StyledStatus,
} from './OtpInput.styles';

interface OtpInputProps {
  /** How many digits the code has (docs/requirements.md §9: 4). @default 4 */
  length?: number;
  /** Called with the code each time every box holds a digit. */
  onComplete?: (code: string) => void;
  /** Called with the digits entered so far (empty boxes left out) on every change. */
  onChange?: (code: string) => void;
  /** Called when 重新寄送 is pressed; the boxes are cleared and the first one focused. */
  onResend?: () => void;
  /** The heading. @default '輸入驗證碼' */
  title?: string;
  /** The line under the heading. @default '請輸入寄到您 Email 的 4 位數驗證碼' */
  description?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The one-time-code input of /otp-input: one box per digit, digits only. Typing moves to the next
 * box, Backspace in an empty box goes back, pasting the code fills every box, and `onComplete`
 * fires when all boxes hold a digit. 重新寄送 clears the boxes.
 */
export function OtpInput({
  length = 4,
  onComplete,
  onChange,
  onResend,
  title = '輸入驗證碼',
  description = `請輸入寄到您 Email 的 ${length} 位數驗證碼`,
}: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array(length).fill(''));
  const [resent, setResent] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const headingId = useId();
  const descriptionId = useId();
  const complete = digits.every((d) => d !== '');

  /** Focuses a box and selects its digit, so typing replaces it. Past the end: the last box. */
  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    if (index < length) box?.select();
  };

  const commit = (next: string[]) => {
    setDigits(next);
    setResent(false);
    const code = next.join('');
    onChange?.(code);
    if (next.every((d) => d !== '')) onComplete?.(code);
  };

  /** Writes `text` (digits) into the boxes from `start` on and focuses the box after the last one. */
  const fill = (start: number, text: string) => {
    const next = [...digits];
    const chars = text.slice(0, length - start).split('');
    chars.forEach((char, i) => (next[start + i] = char));
    commit(next);
    focusBox(start + chars.length);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') {
      const next = [...digits];
      next[index] = '';
      commit(next);
      return;
    }
    const typed = onlyDigits(raw);
    if (typed === '') return; // a letter or symbol: ignored, the box keeps its digit
    const previous = digits[index] ?? '';
    // Typing into a filled box gives two digits: keep the new one.
    const fresh =
      typed.length > 1 && previous && typed.startsWith(previous)
        ? typed.slice(previous.length)
        : typed;
    fill(index, fresh);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    // A whole code fills every box, wherever it is pasted.
    fill(pasted.length >= length ? 0 : index, pasted);
  };

  const resend = () => {
    setDigits(Array(length).fill(''));
    setResent(true);
    onChange?.('');
    onResend?.();
    focusBox(0);
  };

  return (
    <StyledOtpInput aria-labelledby={headingId} data-folio="otp-input">
      <h2 id={headingId}>{title}</h2>
      <StyledDescription id={descriptionId}>{description}</StyledDescription>
      <StyledBoxes role="group" aria-label="驗證碼" aria-describedby={descriptionId}>
        {digits.map((digit, index) => (
          <StyledBox
            key={index}
            ref={(el) => {
              inputs.current[index] = el;
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            aria-label={`第 ${index + 1} 位數字`}
            value={digit}
            data-filled={digit !== ''}
            onChange={handleChange(index)}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste(index)}
            onFocus={(event) => event.target.select()}
            onMouseUp={(event) => event.preventDefault()}
          />
        ))}
      </StyledBoxes>
      <StyledStatus role="status" $done={complete}>
        {complete ? '驗證碼已輸入完成' : resent ? '已重新寄送驗證碼' : ''}
      </StyledStatus>
      <StyledResend>
        <span>沒有收到？</span>
        <Button variant="text" size="small" onClick={resend}>
          重新寄送
        </Button>
      </StyledResend>
    </StyledOtpInput>
  );
}
