import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/** The five sample entries of docs/requirements.md §2: refund (30 days, §9), contact, promotions, shipping, order changes. */
const faqEntries: FaqEntry[] = [
  {
    id: 'refund',
    question: '如何申請退款？',
    answer:
      '收到商品後 30 天內都可以申請退款。請到「我的訂單」選擇要退回的商品並填寫原因，我們收到退貨後會在 5 到 7 個工作天內退款到原付款方式。',
  },
  {
    id: 'contact',
    question: '如何聯絡客服？',
    answer:
      '可以使用網站右下角的線上客服，或寄信到 support@example.com。客服時間為週一到週五 9:00 至 18:00，我們會在一個工作天內回覆。',
  },
  {
    id: 'promotions',
    question: '目前有哪些優惠活動？',
    answer:
      '新會員註冊後可以使用歡迎折扣碼 WELCOME10，首次購物享九折優惠。其他限時活動請留意電子報與首頁公告。',
  },
  {
    id: 'shipping',
    question: '是否提供國際運送？',
    answer:
      '有的，我們提供寄送到多個國家與地區的國際運送。運費與送達時間依目的地而定，結帳時會顯示實際金額。',
  },
  {
    id: 'order-changes',
    question: '下單後可以修改訂單嗎？',
    answer:
      '訂單出貨前都可以修改收件資訊或商品內容，請盡快聯絡客服處理；訂單一旦出貨就無法再修改。',
  },
];

interface FaqProps {
  /** The questions and answers. @default the five entries of docs/requirements.md §2 (`faqEntries`) */
  entries?: FaqEntry[];
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
  entries = faqEntries,
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
