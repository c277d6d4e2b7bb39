import { useId, useState } from 'react';
import { Button, CheckIcon } from '../../primitives';
import {
  StyledStepActions,
  StyledStepBadge,
  StyledStepButton,
  StyledStepCount,
  StyledStepItem,
  StyledStepList,
  StyledStepPanel,
  StyledStepper,
  StyledStepperCard,
} from './StepperDemo.styles';
import { StyledDemoTitle } from '../common/demoPage';

interface StepperStep {
  label: string;
  /** What the step is about, shown in its panel. */
  description: string;
}

/** The four labelled steps of docs/requirements.md §2: create object, business data, business goals, data collection. */
const stepperSteps: StepperStep[] = [
  {
    label: '建立物件',
    description: '為新的專案建立物件，填寫名稱與類型，之後的步驟都會以它為基礎。',
  },
  { label: '業務資料', description: '輸入公司名稱、產業類別與聯絡窗口等業務資料。' },
  { label: '業務目標', description: '設定本季的業務目標，例如營收、客戶數與轉換率。' },
  { label: '資料收集', description: '選擇要收集的資料來源，完成後就可以開始分析。' },
];

interface StepperDemoProps {
  /** The step shown first, counted from 1. @default 2 */
  initialStep?: number;
  /** The steps. @default the four steps of docs/requirements.md §2 (`stepperSteps`) */
  steps?: StepperStep[];
  /** Called with the new step (from 1) whenever it changes. */
  onStepChange?: (step: number) => void;
  /** Page heading. @default '步驟導引' */
  title?: string;
}

/**
 * An editable, non-linear stepper (docs/requirements.md §2 "Stepper demo"): every step header is a button, so any
 * step can be opened at any time; 上一步 and 下一步 move one step back or forward. Step 2 is
 * selected at first. The buttons cover all four steps (docs/requirements.md §4 speaks of steps 1 to 3; a fourth
 * labelled step only reachable by its header would be a trap, so 下一步 is disabled only on the
 * last step and 上一步 only on the first).
 */
export function StepperDemo({
  initialStep = 2,
  steps = stepperSteps,
  onStepChange,
  title = '步驟導引',
}: StepperDemoProps) {
  const clamp = (n: number) => Math.min(Math.max(n, 1), steps.length);
  const [step, setStep] = useState(() => clamp(initialStep));
  const baseId = useId();

  const go = (next: number) => {
    const target = clamp(next);
    if (target === step) return;
    setStep(target);
    onStepChange?.(target);
  };

  const current = steps[step - 1];

  return (
    <StyledStepper aria-labelledby={`${baseId}-title`} data-folio="stepper-demo">
      <StyledDemoTitle id={`${baseId}-title`}>{title}</StyledDemoTitle>
      <StyledStepperCard>
        <nav aria-label="步驟">
          <StyledStepList>
            {steps.map((s, index) => {
              const n = index + 1;
              const state = n < step ? 'done' : n === step ? 'current' : 'todo';
              return (
                <StyledStepItem key={s.label}>
                  <StyledStepButton
                    type="button"
                    $state={state}
                    aria-current={state === 'current' ? 'step' : undefined}
                    aria-controls={`${baseId}-panel`}
                    onClick={() => go(n)}
                  >
                    <StyledStepBadge $state={state} aria-hidden="true">
                      {state === 'done' ? <CheckIcon strokeWidth={3} /> : n}
                    </StyledStepBadge>
                    <span>{s.label}</span>
                  </StyledStepButton>
                </StyledStepItem>
              );
            })}
          </StyledStepList>
        </nav>
        {current && (
          <StyledStepPanel id={`${baseId}-panel`} aria-labelledby={`${baseId}-panel-title`}>
            <StyledStepCount>
              第 {step} 步，共 {steps.length} 步
            </StyledStepCount>
            <h2 id={`${baseId}-panel-title`}>{current.label}</h2>
            <p>{current.description}</p>
          </StyledStepPanel>
        )}
        <StyledStepActions>
          <Button variant="outline" disabled={step === 1} onClick={() => go(step - 1)}>
            上一步
          </Button>
          <Button disabled={step === steps.length} onClick={() => go(step + 1)}>
            下一步
          </Button>
        </StyledStepActions>
      </StyledStepperCard>
    </StyledStepper>
  );
}
