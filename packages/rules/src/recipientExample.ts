import type { RecipientInput } from './checkout.ts';

/**
 * The one recipient every example order ships to: the rules accept it (docs/requirements.md §5),
 * and the server's tests, the benches, the client's tests, the stories and the end-to-end checks
 * all place their orders with it, so a change of the recipient's rules changes one example.
 */
export const recipientExample = {
  recipient_name: '王小明',
  recipient_phone: '0912345678',
  postal_code: '10617',
  city: '臺北市',
  district: '大安區',
  address_line: '羅斯福路四段 1 號',
} as const satisfies Partial<RecipientInput>;

/** The body of `POST /api/orders` but its total and client id: the example recipient, home. */
export const orderExample = {
  company_flag: 'folio',
  ...recipientExample,
  delivery_method: 'home',
  note: '',
} as const;
