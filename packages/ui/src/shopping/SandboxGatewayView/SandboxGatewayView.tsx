import { useState } from 'react';
import {
  CHECKOUT_MESSAGES,
  formatTaipeiTime,
  SANDBOX_OUTCOME_LABELS,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
} from '@folio/rules';
import { formatPrice } from '../../format';
import { Button, Skeleton } from '../../primitives';
import type { CartChangeResult } from '../CartView';
import type { SandboxSessionView } from '../checkoutTypes';
import { Fact } from '../checkoutParts';
import { RetryButton } from '../retry';
import {
  StyledAlert,
  StyledBand,
  StyledButtons,
  StyledCard,
  StyledFacts,
  StyledItems,
  StyledLoading,
  StyledSandboxGatewayView,
} from './SandboxGatewayView.styles';

export interface SandboxGatewayViewProps {
  /** The payment session; undefined while it loads or when it could not be read. */
  session?: SandboxSessionView;
  /** Shows placeholders. @default false */
  loading?: boolean;
  /** Shown instead of the payment (找不到這筆付款, or a failure). */
  errorMessage?: string;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
  /**
   * The buyer's choice (付款成功, 付款失敗, 取消付款); resolves with a message when refused. The
   * app then sends the browser to the session's `return_url`.
   */
  onOutcome: (outcome: SandboxOutcome) => CartChangeResult;
}

/**
 * The reference server's sandbox gateway at /shopping/changeweb?session= (docs/adr/appendices/
 * 0031-orders-and-gateways.md): a page that looks like a gateway, not like the shop, saying
 * 測試付款頁面 in every state; the shop's name, the order number, the items, the amount and
 * until when, and three buttons. An ended session says 這筆付款已結束 with the link back.
 */
export function SandboxGatewayView({
  session,
  loading = false,
  errorMessage,
  onRetry,
  onOutcome,
}: SandboxGatewayViewProps) {
  const M = CHECKOUT_MESSAGES;
  const [busy, setBusy] = useState<SandboxOutcome | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choose = async (outcome: SandboxOutcome) => {
    setBusy(outcome);
    setRefusal(null);
    try {
      setRefusal((await onOutcome(outcome)) || null);
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (errorMessage) {
    body = (
      <StyledAlert role="alert">
        <p>{errorMessage}</p>
        <RetryButton onRetry={onRetry} />
      </StyledAlert>
    );
  } else if (!session || loading) {
    body = (
      <>
        <StyledLoading role="status">付款資料載入中</StyledLoading>
        <Skeleton height={28} width="50%" />
        <Skeleton lines={4} />
      </>
    );
  } else {
    const open = session.status === 'open';
    body = (
      <>
        <StyledFacts>
          <Fact term="商店">{session.merchant_name}</Fact>
          <Fact term="訂單編號">{session.merchant_trade_no}</Fact>
          <Fact term="付款期限">{formatTaipeiTime(new Date(session.expires_at)).slice(0, 16)}</Fact>
        </StyledFacts>
        <StyledItems aria-label="商品">
          {session.item_name.split('#').map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </StyledItems>
        <StyledFacts>
          <Fact term="付款金額">{formatPrice(session.amount)}</Fact>
        </StyledFacts>
        {open ? (
          <StyledButtons>
            {SANDBOX_OUTCOMES.map((outcome) => (
              <Button
                key={outcome}
                size="large"
                fullWidth
                variant={outcome === 'paid' ? 'solid' : 'outline'}
                loading={busy === outcome}
                disabled={busy !== null}
                onClick={() => void choose(outcome)}
              >
                {SANDBOX_OUTCOME_LABELS[outcome]}
              </Button>
            ))}
          </StyledButtons>
        ) : (
          <StyledAlert role="alert">
            <p>{M.sandboxSessionEnded}</p>
            <a href={session.return_url}>回到商店</a>
          </StyledAlert>
        )}
        {refusal && (
          <StyledAlert role="alert">
            <p>{refusal}</p>
          </StyledAlert>
        )}
      </>
    );
  }

  return (
    <StyledSandboxGatewayView data-folio="sandbox-gateway" aria-labelledby="sandbox-title">
      <StyledBand>
        <h1 id="sandbox-title">{M.sandboxTitle}</h1>
      </StyledBand>
      <StyledCard aria-busy={loading || busy !== null || undefined}>{body}</StyledCard>
    </StyledSandboxGatewayView>
  );
}
