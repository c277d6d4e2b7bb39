import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import {
  StyledBadge,
  StyledBilling,
  StyledBillingNote,
  StyledDescription,
  StyledFeatures,
  StyledIntro,
  StyledPlan,
  StyledPlans,
  StyledPrice,
  StyledPricing,
  StyledSwitch,
} from './PricingSections.styles';
import { CheckIcon } from '../../primitives';

export type Billing = 'monthly' | 'annual';

/** A pricing plan: the monthly price, and the monthly average when billed yearly. */
interface PricingPlan {
  value: string;
  name: string;
  description: string;
  monthly: number;
  annualMonthly: number;
  features: string[];
  featured?: boolean;
}

/** The three plans of docs/requirements.md §2 and §9: 250, 900, 1800 a month; 200, 720, 1440 billed yearly. */
const samplePricingPlans: PricingPlan[] = [
  {
    value: 'basic',
    name: '基本',
    description: '個人網站與作品集的起點。',
    monthly: 250,
    annualMonthly: 200,
    features: ['1 個網站', '5 GB 儲存空間', '基本流量分析', 'Email 客服'],
  },
  {
    value: 'advanced',
    name: '進階',
    description: '給成長中的小型團隊。',
    monthly: 900,
    annualMonthly: 720,
    features: ['5 個網站', '50 GB 儲存空間', '進階流量分析', '自訂網域', '優先客服'],
    featured: true,
  },
  {
    value: 'growth',
    name: '成長',
    description: '為規模擴張中的企業打造。',
    monthly: 1800,
    annualMonthly: 1440,
    features: ['不限網站數', '500 GB 儲存空間', '完整報表與匯出', '團隊權限管理', '專屬客服經理'],
  },
];

interface PricingSectionsProps {
  /** The plans. @default basic 250, advanced 900, growth 1800 */
  plans?: PricingPlan[];
  /** The billing period shown at first. @default 'monthly' */
  defaultBilling?: Billing;
  /** Called when a plan's button is pressed. */
  onSelect?: (plan: string, billing: Billing) => void;
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * The pricing section of /pricing-sections: three plans priced per month, and a switch to annual
 * billing, which shows the monthly average of a yearly payment (200, 720, 1440).
 */
export function PricingSections({
  plans = samplePricingPlans,
  defaultBilling = 'monthly',
  onSelect,
}: PricingSectionsProps) {
  const [billing, setBilling] = useState<Billing>(defaultBilling);
  const annual = billing === 'annual';
  const ids = { heading: useId(), annual: useId() };

  return (
    <StyledPricing aria-labelledby={ids.heading} data-folio="pricing-sections">
      <StyledIntro>
        <h2 id={ids.heading}>選擇適合您的方案</h2>
        <p>所有方案皆可隨時升級或取消。</p>
      </StyledIntro>

      <StyledBilling>
        <span data-active={!annual} aria-hidden="true">
          月繳
        </span>
        <StyledSwitch
          type="button"
          role="switch"
          aria-checked={annual}
          aria-labelledby={ids.annual}
          onClick={() => setBilling(annual ? 'monthly' : 'annual')}
        />
        <span data-active={annual}>
          <span id={ids.annual}>年繳</span>
          <em>省 20%</em>
        </span>
      </StyledBilling>

      <StyledPlans>
        {plans.map((plan) => {
          const price = annual ? plan.annualMonthly : plan.monthly;
          return (
            <StyledPlan
              key={plan.value}
              $featured={Boolean(plan.featured)}
              aria-labelledby={`${ids.heading}-${plan.value}`}
            >
              {plan.featured && <StyledBadge>最受歡迎</StyledBadge>}
              <h3 id={`${ids.heading}-${plan.value}`}>{plan.name}</h3>
              <StyledDescription>{plan.description}</StyledDescription>
              <StyledPrice data-testid={`price-${plan.value}`}>
                <strong>{money(price)}</strong>
                <span>/ 月</span>
              </StyledPrice>
              <StyledBillingNote>
                {annual ? `年繳每月平均，每年 ${money(plan.annualMonthly * 12)}` : '按月計費'}
              </StyledBillingNote>
              <StyledFeatures aria-label={`${plan.name}方案內容`}>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <CheckIcon strokeWidth={2.5} />
                    {feature}
                  </li>
                ))}
              </StyledFeatures>
              <Button
                fullWidth
                variant={plan.featured ? 'solid' : 'outline'}
                onClick={() => onSelect?.(plan.value, billing)}
              >
                選擇{plan.name}方案
              </Button>
            </StyledPlan>
          );
        })}
      </StyledPlans>
    </StyledPricing>
  );
}
