import { useId, useState } from 'react';
import {
  StyledChosen,
  StyledContact,
  StyledPlan,
  StyledPlanRadioList,
  StyledPlanText,
  StyledPrice,
} from './PlanRadioList.styles';

/** A plan of the demo (docs/requirements.md §3): price per month, or null when the provider quotes it. */
interface Plan {
  value: 'hobby' | 'professional' | 'enterprise' | 'custom';
  title: string;
  subtitle: string;
  price: number | null;
}

/** The four plans of docs/requirements.md §2 and §9: 150, 450 and 1500 per month, and custom on request. */
const samplePlans: Plan[] = [
  { value: 'hobby', title: '個人嗜好', subtitle: '適合個人作品與學習使用', price: 150 },
  { value: 'professional', title: '專業', subtitle: '適合自由工作者與小型團隊', price: 450 },
  { value: 'enterprise', title: '企業', subtitle: '適合需要進階支援的公司', price: 1500 },
  { value: 'custom', title: '客製', subtitle: '依您的需求量身規劃', price: null },
];

/** What the custom plan says in place of a price. */
const CONTACT_TEXT = '請與我們聯絡';

interface PlanRadioListProps {
  /** The plans to choose from. @default hobby, professional, enterprise, custom */
  plans?: Plan[];
  /** The plan chosen at first (docs/requirements.md §2: hobby). @default 'hobby' */
  defaultValue?: Plan['value'];
  /** Called with the chosen plan's value. */
  onChange?: (value: Plan['value']) => void;
  /** The question; it names the radio group. @default '選擇方案' */
  legend?: string;
}

/**
 * The plan list of /radio-groups: a radio group of four plans with their monthly prices; hobby is
 * chosen at first, and the custom plan asks you to contact the provider.
 */
export function PlanRadioList({
  plans = samplePlans,
  defaultValue = 'hobby',
  onChange,
  legend = '選擇方案',
}: PlanRadioListProps) {
  const [value, setValue] = useState(defaultValue);
  const name = useId();
  const chosen = plans.find((plan) => plan.value === value);

  return (
    <StyledPlanRadioList data-folio="plan-radio-list">
      <legend>{legend}</legend>
      {plans.map((plan) => (
        <StyledPlan key={plan.value} $checked={plan.value === value}>
          <input
            type="radio"
            name={name}
            value={plan.value}
            checked={plan.value === value}
            onChange={() => {
              setValue(plan.value);
              onChange?.(plan.value);
            }}
          />
          <StyledPlanText>
            <strong>{plan.title}</strong>
            <small>{plan.subtitle}</small>
          </StyledPlanText>
          {plan.price === null ? (
            <StyledContact>{CONTACT_TEXT}</StyledContact>
          ) : (
            <StyledPrice>
              <strong>${plan.price.toLocaleString('en-US')}</strong>
              <small> / 月</small>
            </StyledPrice>
          )}
        </StyledPlan>
      ))}
      {chosen && (
        <StyledChosen role="status">
          已選擇：<strong>{chosen.title}</strong>
          {chosen.price === null ? `，${CONTACT_TEXT}洽詢價格。` : null}
        </StyledChosen>
      )}
    </StyledPlanRadioList>
  );
}
