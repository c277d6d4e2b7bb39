import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import {
  formatMoney,
  orderTotals,
  sampleOrderItems,
  shippingOptions as defaultShippingOptions,
  type OrderItem,
  type ShippingOption,
} from './orderTotals';
import {
  StyledDone,
  StyledFooter,
  StyledHidden,
  StyledItems,
  StyledOption,
  StyledOptions,
  StyledOrderStepper,
  StyledPanel,
  StyledStep,
  StyledStepLabel,
  StyledStepNumber,
  StyledSteps,
  StyledSummary,
} from './OrderStepper.styles';
import { CheckIcon, DoneIcon } from '../../primitives';
import { TableHead } from '../../primitives/TableHead';

/** The three steps of docs/requirements.md §2. */
const orderSteps = ['訂單確認', '運送方式', '完成'] as const;

type OrderStep = 1 | 2 | 3;

interface OrderStepperProps {
  /** The items of the order. @default cable 2 × 10, flash drive 10 × 15 */
  items?: OrderItem[];
  /** The delivery options. @default standard 5, priority 10, express 15 */
  shippingOptions?: ShippingOption[];
  /** The delivery option chosen at first. @default 'standard' */
  defaultShipping?: string;
  /** The step shown at first (1 to 3). @default 1 */
  defaultStep?: OrderStep;
  /** Called with the step whenever it changes. */
  onStepChange?: (step: OrderStep) => void;
}

/**
 * The order stepper of /steppers-box: 訂單確認 (the items and subtotal), 運送方式 (standard,
 * priority or express, with the shipping and total) and 完成 (the summary). Total = subtotal +
 * shipping. 上一步 and 下一步 move between the steps; nothing is sent anywhere.
 */
export function OrderStepper({
  items = sampleOrderItems,
  shippingOptions = defaultShippingOptions,
  defaultShipping = 'standard',
  defaultStep = 1,
  onStepChange,
}: OrderStepperProps) {
  const [step, setStep] = useState<OrderStep>(defaultStep);
  const [shipping, setShipping] = useState(defaultShipping);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const ids = { title: useId(), shipping: useId() };

  const option = shippingOptions.find((o) => o.value === shipping) ?? shippingOptions[0];
  const totals = orderTotals(items, option?.price ?? 0);

  // After 上一步 or 下一步, move focus to the new step's heading so it is read out.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const go = (next: OrderStep) => {
    moved.current = true;
    setStep(next);
    onStepChange?.(next);
  };

  const summary = (
    <StyledSummary aria-live="polite">
      <dt>小計</dt>
      <dd>{formatMoney(totals.subtotal)}</dd>
      <dt>運費（{option?.label}）</dt>
      <dd>{formatMoney(totals.shipping)}</dd>
      <dt data-total>總計</dt>
      <dd data-total>{formatMoney(totals.total)}</dd>
    </StyledSummary>
  );

  return (
    <StyledOrderStepper aria-labelledby={ids.title} data-folio="order-stepper">
      <h2 id={ids.title}>結帳</h2>
      <StyledSteps aria-label="結帳步驟">
        {orderSteps.map((label, i) => {
          const n = i + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <StyledStep
              key={label}
              $state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <StyledStepNumber $state={state} aria-hidden="true">
                {state === 'done' ? <CheckIcon strokeWidth={3} /> : n}
              </StyledStepNumber>
              <StyledStepLabel>
                {label}
                {state === 'done' && <StyledHidden>（已完成）</StyledHidden>}
              </StyledStepLabel>
            </StyledStep>
          );
        })}
      </StyledSteps>

      <StyledPanel>
        <h3 ref={headingRef} tabIndex={-1}>
          第 {step} 步：{orderSteps[step - 1]}
        </h3>

        {step === 1 && (
          <>
            <StyledItems>
              <caption>
                <StyledHidden>訂單品項</StyledHidden>
              </caption>
              <TableHead columns={['品項', '數量', '單價', '金額']} />
              <tbody>
                {items.map((item) => (
                  <tr key={item.name}>
                    <th scope="row">{item.name}</th>
                    <td>{item.quantity}</td>
                    <td>{formatMoney(item.price)}</td>
                    <td>{formatMoney(item.price * item.quantity)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    小計
                  </th>
                  <td>{formatMoney(totals.subtotal)}</td>
                </tr>
              </tfoot>
            </StyledItems>
          </>
        )}

        {step === 2 && (
          <>
            <StyledOptions>
              <legend>選擇運送方式</legend>
              {shippingOptions.map((o) => (
                <StyledOption key={o.value} $checked={o.value === option?.value}>
                  <input
                    type="radio"
                    name={ids.shipping}
                    value={o.value}
                    checked={o.value === option?.value}
                    onChange={() => setShipping(o.value)}
                  />
                  <span>
                    <strong>{o.label}</strong>
                    <small>{o.description}</small>
                  </span>
                  <span data-part="price">{formatMoney(o.price)}</span>
                </StyledOption>
              ))}
            </StyledOptions>
            {summary}
          </>
        )}

        {step === 3 && (
          <>
            <StyledDone>
              <DoneIcon />
              <p>感謝您的訂購！以下是您的訂單摘要。</p>
            </StyledDone>
            {summary}
          </>
        )}
      </StyledPanel>

      <StyledFooter>
        <Button variant="outline" disabled={step === 1} onClick={() => go((step - 1) as OrderStep)}>
          上一步
        </Button>
        {step < 3 ? (
          <Button onClick={() => go((step + 1) as OrderStep)}>下一步</Button>
        ) : (
          <Button
            onClick={() => {
              setShipping(defaultShipping);
              go(1);
            }}
          >
            重新開始
          </Button>
        )}
      </StyledFooter>
    </StyledOrderStepper>
  );
}
