import { readFileSync } from 'node:fs';
import {
  CATEGORY_NAME_MAX,
  CHECKOUT_MESSAGES,
  COMPANY_FLAG_PATTERN,
  IMAGE_MAX_PIXELS,
  MAX_CATEGORY_DEPTH,
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_SPEC_TYPES,
  MAX_SPEC_VALUES,
  MAX_VARIANTS,
  onlyLeft,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_PRICE_MIN,
  PRODUCT_STOCK_MAX,
  PRODUCTS_PER_PAGE,
  SHOP_MESSAGES,
  SKU_PATTERN,
  SPEC_NAME_MAX,
  SPEC_VALUE_NAME_MAX,
  tooManyCombinations,
  type CartLineProblem,
  type DeliveryMethod,
  type OrderStatus,
  type PaymentStatus,
  type ProductSort,
  type ProductStatus,
  type ShipmentStatus,
  type TaiwanCity,
} from '@folio/rules';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  CartLineProblem as ContractCartLineProblem,
  components,
  DeliveryMethod as ContractDeliveryMethod,
  OrderStatus as ContractOrderStatus,
  PaymentStatus as ContractPaymentStatus,
  ProductStatus as ContractProductStatus,
  ShipmentStatus as ContractShipmentStatus,
  TaiwanCity as ContractTaiwanCity,
} from './generated/schema.ts';

// The shop's part of contract.test.ts: the catalog's and the checkout's texts, limits and names
// in openapi.yaml are those of @folio/rules.
describe('openapi.yaml and the catalog rules of @folio/rules', () => {
  const spec = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
  /** The text of one component schema. */
  const schema = (name: string) => {
    const start = spec.indexOf(`\n    ${name}:\n`, spec.indexOf('\n  schemas:\n'));
    const end = spec.slice(start + 1).search(/\n {4}\w+:\n/);
    return spec.slice(start, start + 1 + end);
  };
  const shoppingRows = [...spec.matchAll(/^ {4}\| ([^|]+) \| ([\w.*]+) \| [^|]+ \| ([^|]+) \|$/gm)]
    .filter(([, ops]) => /Product|Categor|SpecType/.test(ops ?? ''))
    .map(([, , , message]) => message?.trim() ?? '');

  it('words every catalog field with a message of the rules', () => {
    const known = new Set<string>([
      ...Object.values(SHOP_MESSAGES),
      tooManyCombinations(7).replace('7', '{n}'),
      '搜尋字詞不可超過 100 個字',
      '請上傳圖片檔案',
      '圖片須為 PNG、JPEG、WebP 或 GIF',
      '圖片不可超過 5 MB',
      `圖片不可超過 ${IMAGE_MAX_PIXELS / 10_000} 萬像素`,
      '只能上傳一個圖片檔案',
    ]);
    expect(shoppingRows.length).toBeGreaterThan(60);
    expect(shoppingRows.filter((message) => !known.has(message))).toEqual([]);
  });

  it('has the limits of the rules in its schemas', () => {
    expect(schema('Price')).toContain(`minimum: ${PRODUCT_PRICE_MIN}\n`);
    expect(schema('Price')).toContain(`maximum: ${PRODUCT_PRICE_MAX}\n`);
    expect(schema('Stock')).toContain(`maximum: ${PRODUCT_STOCK_MAX}\n`);
    expect(schema('Sku')).toContain(`pattern: '${SKU_PATTERN}'`);
    expect(schema('CompanyFlag')).toContain(`pattern: '${COMPANY_FLAG_PATTERN}'`);
    expect(schema('CategoryName')).toContain(`maxLength: ${CATEGORY_NAME_MAX}\n`);
    expect(schema('Category')).toContain(`maximum: ${MAX_CATEGORY_DEPTH}\n`);
    expect(schema('SpecTypeRequest')).toContain(`maxLength: ${SPEC_NAME_MAX}\n`);
    expect(schema('SpecTypeRequest')).toContain(`maxItems: ${MAX_SPEC_VALUES}\n`);
    expect(schema('SpecValueInput')).toContain(`maxLength: ${SPEC_VALUE_NAME_MAX}\n`);
    for (const name of ['ProductInput', 'ProductUpdateRequest']) {
      const text = schema(name);
      expect(text).toContain(`maxLength: ${PRODUCT_NAME_MAX}\n`);
      expect(text).toContain(`maxLength: ${PRODUCT_DESCRIPTION_MAX}\n`);
      expect(text).toContain(`maxItems: ${MAX_PRODUCT_SPEC_TYPES}\n`);
      expect(text).toContain(`maxItems: ${MAX_VARIANTS}\n`);
      expect(text).toContain(`maxItems: ${MAX_PRODUCT_IMAGES}\n`);
    }
    expect(schema('ProductList')).toContain(`maxItems: ${PRODUCTS_PER_PAGE}\n`);
  });

  it('names the same statuses and sorts', () => {
    expectTypeOf<ContractProductStatus>().toEqualTypeOf<ProductStatus>();
    type Sort = NonNullable<components['parameters']['ProductSort']>;
    expectTypeOf<Sort>().toEqualTypeOf<ProductSort>();
  });
});

describe('openapi.yaml and the checkout rules of @folio/rules', () => {
  const spec = readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8');
  const checkoutOps =
    /Cart|Checkout|Order|Payment|Shipment|listManagedOrders|listCarrierOrders|handOverOrder/;
  const rows = [...spec.matchAll(/^ {4}\| ([^|]+) \| ([\w, ]+) \| [^|]+ \| ([^|]+) \|$/gm)]
    .filter(([, ops]) => checkoutOps.test(ops ?? ''))
    .map(([, , , message]) => message?.trim() ?? '');

  it('words every checkout and delivery field with a message of the rules', () => {
    const known = new Set<string>([
      ...Object.values(CHECKOUT_MESSAGES),
      onlyLeft(7).replace('7', '{n}'),
      '頁碼須為正整數', // the events list's page rule (packages/server/src/messages.ts)
      'id 須為正整數',
    ]);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((message) => !known.has(message))).toEqual([]);
  });

  it('quotes the conflict and refusal messages of the rules in its examples', () => {
    for (const message of [
      CHECKOUT_MESSAGES.cartFull,
      CHECKOUT_MESSAGES.cartLineNotFound,
      CHECKOUT_MESSAGES.outOfStock,
      CHECKOUT_MESSAGES.totalChanged,
      CHECKOUT_MESSAGES.orderNotFound,
      CHECKOUT_MESSAGES.notYourOrder,
      CHECKOUT_MESSAGES.notPayable,
      CHECKOUT_MESSAGES.buyerCancelOnlyUnpaid,
      CHECKOUT_MESSAGES.ownerCancelOnlyUnshipped,
      CHECKOUT_MESSAGES.statusChanged,
      CHECKOUT_MESSAGES.noCarrier,
      CHECKOUT_MESSAGES.gatewayUnavailable,
      CHECKOUT_MESSAGES.sandboxSessionNotFound,
      CHECKOUT_MESSAGES.sandboxSessionEnded,
      CHECKOUT_MESSAGES.carrierOnly,
      CHECKOUT_MESSAGES.notHandedToYou,
    ])
      expect(spec).toContain(`message: ${message}`);
  });

  it('names the same states, methods, problems and cities', () => {
    expectTypeOf<ContractOrderStatus>().toEqualTypeOf<OrderStatus>();
    expectTypeOf<ContractShipmentStatus>().toEqualTypeOf<ShipmentStatus>();
    expectTypeOf<ContractPaymentStatus>().toEqualTypeOf<PaymentStatus>();
    expectTypeOf<ContractDeliveryMethod>().toEqualTypeOf<DeliveryMethod>();
    expectTypeOf<ContractCartLineProblem>().toEqualTypeOf<CartLineProblem>();
    expectTypeOf<ContractTaiwanCity>().toEqualTypeOf<TaiwanCity>();
  });
});
