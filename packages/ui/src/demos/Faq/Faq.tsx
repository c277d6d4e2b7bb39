import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FAQ_ENTRIES } from '@folio/rules';
import {
  StyledFaq,
  StyledFaqButton,
  StyledFaqHeading,
  StyledFaqItem,
  StyledFaqList,
  StyledFaqPanel,
} from './Faq.styles';
import { ChevronIcon } from '../../primitives/icons';
import { StyledDemoIntro, StyledDemoTitle } from '../common/demoPage';
import { wrappingMove } from '../common/wrappingMove';

interface FaqEntry {
  /** Stable key, also used by `defaultExpanded`. */
  id: string;
  question: string;
  answer: ReactNode;
}

interface FaqProps {
  /**
   * The questions and answers. @default the five entries of docs/requirements.md §2
   * (`FAQ_ENTRIES` of @folio/rules, which the chat's assistant answers from too)
   */
  entries?: readonly FaqEntry[];
  /** Ids of the entries open at first. @default [] */
  defaultExpanded?: string[];
  /** Let several entries be open at once; otherwise opening one closes the others. @default false */
  allowMultiple?: boolean;
  /** Page heading. @default '常見問題' */
  title?: string;
}

/**
 * An accordion of questions (docs/requirements.md §2 "FAQ"). Each question is a disclosure button in a heading
 * (`aria-expanded`, `aria-controls`); Enter or Space toggles it, the arrow keys, Home and End move
 * between questions.
 */
export function Faq({
  entries = FAQ_ENTRIES,
  defaultExpanded = [],
  allowMultiple = false,
  title = '常見問題',
}: FaqProps) {
  const [expanded, setExpanded] = useState<string[]>(defaultExpanded);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (id: string) =>
    setExpanded((open) => {
      if (open.includes(id)) return open.filter((x) => x !== id);
      return allowMultiple ? [...open, id] : [id];
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = wrappingMove(event.key, index, entries.length, 'vertical');
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <StyledFaq aria-labelledby={`${baseId}-title`} data-folio="faq">
      <StyledDemoTitle id={`${baseId}-title`}>{title}</StyledDemoTitle>
      <StyledDemoIntro>找不到答案嗎？歡迎隨時聯絡我們的客服團隊。</StyledDemoIntro>
      <StyledFaqList>
        {entries.map((entry, index) => {
          const open = expanded.includes(entry.id);
          const buttonId = `${baseId}-q-${entry.id}`;
          const panelId = `${baseId}-a-${entry.id}`;
          return (
            <StyledFaqItem key={entry.id}>
              <StyledFaqHeading>
                <StyledFaqButton
                  ref={(el) => {
                    buttons.current[index] = el;
                  }}
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => toggle(entry.id)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  <span>{entry.question}</span>
                  <ChevronIcon direction="down" />
                </StyledFaqButton>
              </StyledFaqHeading>
              <StyledFaqPanel id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
                <p>{entry.answer}</p>
              </StyledFaqPanel>
            </StyledFaqItem>
          );
        })}
      </StyledFaqList>
    </StyledFaq>
  );
}
