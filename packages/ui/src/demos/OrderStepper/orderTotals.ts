/** An item of the demo order (docs/requirements.md §3: name, price, quantity). */
export interface OrderItem {
  name: string;
  price: number;
  quantity: number;
}

/** A delivery option with its shipping fee. */
export interface ShippingOption {
  value: string;
  label: string;
  description: string;
  price: number;
}

/** The order of docs/requirements.md §2: cable 2 × 10, flash drive 10 × 15 (subtotal 170). */
export const sampleOrderItems: OrderItem[] = [
  { name: '傳輸線', price: 10, quantity: 2 },
  { name: '隨身碟', price: 15, quantity: 10 },
];

/** The delivery options of docs/requirements.md §2 and §9: standard 5, priority 10, express 15. */
export const shippingOptions: ShippingOption[] = [
  { value: 'standard', label: '標準運送', description: '5 到 7 個工作天送達', price: 5 },
  { value: 'priority', label: '優先運送', description: '2 到 3 個工作天送達', price: 10 },
  { value: 'express', label: '快捷運送', description: '隔日送達', price: 15 },
];

interface OrderTotals {
  subtotal: number;
  shipping: number;
  total: number;
}

/** Subtotal is the sum of price × quantity; total = subtotal + shipping (docs/requirements.md §2). */
export function orderTotals(items: readonly OrderItem[], shipping: number): OrderTotals {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return { subtotal, shipping, total: subtotal + shipping };
}

/** A money amount as shown in the demo, e.g. `$1,170`. */
export const formatMoney = (amount: number) => `$${amount.toLocaleString('en-US')}`;
