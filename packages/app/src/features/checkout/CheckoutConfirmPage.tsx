import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CHECKOUT_MESSAGES as M,
  pathTo,
  TAIWAN_CITIES,
  type DeliveryMethod,
  type TaiwanCity,
} from '@folio/rules';
import { CheckoutConfirmView, type ShortLine } from '@folio/ui';
import { storageRoot } from '../../api';
import { loginThenBackTo } from '../../session/returnTo';
import { useSession } from '../../session/SessionProvider';
import { toCartItem } from './cartItems';
import { useCheckoutQuote, usePlaceOrder } from './hooks';
import { ShopChatLauncher } from '../chat/ShopChatLauncher';

/** A new confirm screen's `client_id`: a retry after a lost answer sends it again. */
const newClientId = () => crypto.randomUUID();

/** The form checked the city already (recipientErrors); this tells the type. */
const isCity = (city: string): city is TaiwanCity =>
  (TAIWAN_CITIES as readonly string[]).includes(city);

/** The first message the server gave for `field` in a 422's body, if any. */
function fieldMessage(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const errors: unknown = body.errors;
  if (typeof errors !== 'object' || errors === null || !(field in errors)) return undefined;
  const messages: unknown = (errors as Record<string, unknown>)[field];
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
}

/**
 * /shopping/checkout/confirm?shop= (docs/requirements.md §2 "Confirm"): one shop's lines, the
 * recipient and delivery, and the server's totals, quoted again when the delivery changes. A
 * visitor sees 登入會員後即可結帳 and the login that comes back here. Placed, the hand-off screen
 * takes the buyer to the payment.
 */
export default function CheckoutConfirmPage() {
  const [params] = useSearchParams();
  const shop = params.get('shop') ?? '';
  const { user } = useSession();
  const navigate = useNavigate();
  const [delivery, setDelivery] = useState<DeliveryMethod>('home');
  const [clientId] = useState(newClientId);
  const [shortLines, setShortLines] = useState<ShortLine[]>();
  const { data, error, mutate, isValidating } = useCheckoutQuote(
    user && shop ? shop : null,
    delivery,
  );
  const place = usePlaceOrder();
  const here = `${pathTo('checkoutConfirm')}?${params.toString()}`;
  const quote = data?.data;
  // The view keeps the first onSubmit it is given (its form is made once): the submit reads the
  // quote and the delivery of the latest drawing through this.
  const latest = useRef({ quote, delivery });
  useEffect(() => {
    latest.current = { quote, delivery };
  });

  const failure = !shop
    ? M.nothingFromShop
    : error
      ? (fieldMessage(error, 'company_flag') ?? M.quoteFailed)
      : undefined;

  return (
    <>
      <CheckoutConfirmView
        signedIn={user !== null}
        quote={
          quote && !failure
            ? { ...quote, lines: quote.lines.map((line) => toCartItem(line, storageRoot)) }
            : undefined
        }
        loading={user !== null && !failure && !quote}
        quoting={isValidating && quote?.delivery_method !== delivery}
        errorMessage={failure}
        onRetry={failure === M.quoteFailed ? () => void mutate() : undefined}
        loginHref={loginThenBackTo(here)}
        cartHref={pathTo('cart')}
        onDeliveryChange={setDelivery}
        shortLines={shortLines}
        onSubmit={async (values) => {
          const { quote, delivery } = latest.current;
          if (!quote) return { error: M.quoteFailed };
          const { city } = values;
          if (!isCity(city)) return { error: M.cityInvalid, fieldErrors: { city: M.cityInvalid } };
          const result = await place({
            ...values,
            city,
            company_flag: shop,
            delivery_method: delivery,
            expected_total: quote.total,
            client_id: clientId,
          });
          if (result.ok) {
            navigate(`${pathTo('checkoutConfirmChangeweb')}?order=${result.data.data.id}`);
            return undefined;
          }
          setShortLines(result.conflict?.lines);
          return {
            error: result.message ?? M.placeFailed,
            fieldErrors: result.fieldErrors,
          };
        }}
      />
      <ShopChatLauncher />
    </>
  );
}
