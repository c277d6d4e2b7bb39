import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CHECKOUT_MESSAGES } from '@folio/rules';
import { Button } from '../../primitives';
import type { CartChangeResult } from '../CartView';
import { StyledAddToCartButton, StyledNote } from './AddToCartButton.styles';

export interface AddToCartButtonProps {
  /** Adds the chosen variant and quantity; resolves with the server's refusal, if any. */
  onAdd: () => CartChangeResult;
  /** Nothing to add (no variant chosen, sold out, off sale). @default false */
  disabled?: boolean;
  /** The cart, linked once something was added. */
  cartHref?: string;
}

type Outcome = { kind: 'added' } | { kind: 'failed'; message: string } | null;

/**
 * 加入購物車 beside the quantity on a product's page (docs/requirements.md §2 "Shopping (checkout
 * and delivery)"): busy while the call runs, then 已加入購物車 with a link to the cart, or the
 * refusal the server gave (庫存只剩 3 件), or 加入購物車失敗，請稍後再試 when no answer came.
 */
export function AddToCartButton({ onAdd, disabled = false, cartHref }: AddToCartButtonProps) {
  const M = CHECKOUT_MESSAGES;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const add = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const refusal = await onAdd();
      setOutcome(refusal ? { kind: 'failed', message: refusal } : { kind: 'added' });
    } catch {
      setOutcome({ kind: 'failed', message: M.addFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <StyledAddToCartButton data-folio="add-to-cart">
      <Button size="large" loading={busy} disabled={disabled} onClick={() => void add()}>
        {M.addToCart}
      </Button>
      <StyledNote role="status" $error={false}>
        {outcome?.kind === 'added' && (
          <>
            {M.added}
            {cartHref && <Link to={cartHref}>{M.cartTitle}</Link>}
          </>
        )}
      </StyledNote>
      {outcome?.kind === 'failed' && (
        <StyledNote role="alert" $error>
          {outcome.message}
        </StyledNote>
      )}
    </StyledAddToCartButton>
  );
}
