/**
 * The catalog's rules (docs/adr/0030-shopping-catalog.md; docs/requirements.md §2 "Shopping", §9):
 * the limits, the texts users see, and the checks that need no database, shared by the editors
 * (ui), the app and the server, which also checks them against openapi.yaml's schemas.
 */
import { normalizeSearchText } from './search.ts';

/** A shop's `company_flag`: 2 to 32 lower-case letters, digits and inner hyphens. */
export const COMPANY_FLAG_PATTERN = '^[a-z0-9][a-z0-9-]{0,30}[a-z0-9]$';

/** Specification types (顏色, 尺寸, …) and their values. */
export const SPEC_NAME_MAX = 20;
export const SPEC_VALUE_NAME_MAX = 20;
export const MAX_SPEC_VALUES = 30;

/** Categories: a tree of at most three levels in each shop. */
export const CATEGORY_NAME_MAX = 30;
export const MAX_CATEGORY_DEPTH = 3;

/** Products. Prices are whole NT$; stock is whole pieces. */
export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_PRICE_MIN = 1;
export const PRODUCT_PRICE_MAX = 1_000_000;
export const PRODUCT_STOCK_MAX = 99_999;
/** A product has at most three specification types (Shopify's three options). */
export const MAX_PRODUCT_SPEC_TYPES = 3;
/** A product's variants: every combination of its chosen values, at most this many. */
export const MAX_VARIANTS = 100;
export const MAX_PRODUCT_IMAGES = 10;
/** A SKU: 1 to 40 ASCII letters, digits, `-`, `_`, `.`, starting with a letter or digit. */
export const SKU_MAX = 40;
export const SKU_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$';
/** The storefront and the back office show this many products a page. */
export const PRODUCTS_PER_PAGE = 12;
/** A buyer picks at most this many of one variant at once (never more than its stock). */
export const MAX_LINE_QUANTITY = 99;
/** A 409 for something still in use names at most this many products (and counts all). */
export const IN_USE_LISTED = 20;

export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: '草稿',
  published: '已上架',
};

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  newest: '最新上架',
  price_asc: '價格由低到高',
  price_desc: '價格由高到低',
};

const grouped = (n: number) => n.toLocaleString('en-US');

/** The texts of the shopping screens and the API's answers, exactly as users see them. */
export const SHOP_MESSAGES = {
  forbidden: '只有管理員可以管理商店',
  shopNotFound: '找不到這個商店',
  pageInvalid: '頁碼須為正整數',
  sortInvalid: '排序須為 newest、price_asc 或 price_desc',
  statusFilterInvalid: '狀態須為 all、draft 或 published',
  idInvalid: 'id 須為正整數',

  specNameRequired: '請輸入規格名稱',
  specNameTooLong: `規格名稱不可超過 ${SPEC_NAME_MAX} 個字`,
  specNameTaken: '已有同名的規格',
  specValuesRequired: '請至少輸入一個規格值',
  specValuesTooMany: `規格值最多 ${MAX_SPEC_VALUES} 個`,
  specValueRequired: '請輸入規格值',
  specValueTooLong: `規格值不可超過 ${SPEC_VALUE_NAME_MAX} 個字`,
  specValueDuplicate: '規格值不可重複',
  specValueUnknown: '規格值不屬於這個規格',
  specNotFound: '找不到這個規格',
  specStale: '這個規格已被其他人修改，請重新載入後再儲存',
  specCreated: '規格已建立',
  specUpdated: '規格已更新',
  specDeleted: '規格已刪除',

  categoryNameRequired: '請輸入分類名稱',
  categoryNameTooLong: `分類名稱不可超過 ${CATEGORY_NAME_MAX} 個字`,
  categoryNameTaken: '同一層已有同名的分類',
  categoryParentUnknown: '找不到上層分類',
  categoryTooDeep: `分類最多 ${MAX_CATEGORY_DEPTH} 層`,
  categoryIntoItself: '不能移到自己或自己的子分類之下',
  categoryPosition: '位置須為 0 以上的整數',
  categoryNotFound: '找不到這個分類',
  categoryMoveTarget: '請選擇同一商店的其他分類',
  categoryChangeRequired: '請輸入要修改的名稱、上層分類或位置',
  categoryCreated: '分類已建立',
  categoryUpdated: '分類已更新',
  categoryDeleted: '分類已刪除',

  shopRequired: '請選擇商店',
  categoryNotInShop: '分類不屬於這個商店',
  productNameRequired: '請輸入商品名稱',
  productNameTooLong: `商品名稱不可超過 ${PRODUCT_NAME_MAX} 個字`,
  descriptionTooLong: `商品說明不可超過 ${PRODUCT_DESCRIPTION_MAX} 個字`,
  statusInvalid: '狀態須為草稿或上架',
  specTypesTooMany: `規格最多 ${MAX_PRODUCT_SPEC_TYPES} 種`,
  specTypeDuplicate: '規格不可重複',
  specValuesNoneChosen: '每種規格至少選一個值',
  variantsRequired: '請至少設定一個品項',
  variantsMismatch: '品項須與所選規格的組合一一對應',
  priceRange: `價格須為 ${grouped(PRODUCT_PRICE_MIN)} 至 ${grouped(PRODUCT_PRICE_MAX)} 的整數`,
  stockRange: `庫存須為 0 至 ${grouped(PRODUCT_STOCK_MAX)} 的整數`,
  skuFormat: `商品編號須為 1 至 ${SKU_MAX} 個英數字，可含 - _ .`,
  skuDuplicate: '商品編號不可重複',
  enabledInvalid: '請選擇是否販售',
  imagesTooMany: `圖片最多 ${MAX_PRODUCT_IMAGES} 張`,
  imageMissing: '圖片不存在，請重新上傳',
  imageDuplicate: '圖片不可重複',
  versionInvalid: 'version 須為正整數',
  productStale: '這個商品已被其他人修改，請重新載入後再儲存',
  productNotFound: '找不到這個商品',
  productCreated: '商品已建立',
  productUpdated: '商品已更新',
  productDeleted: '商品已刪除',
  imageUploaded: '圖片已上傳',

  // The screens' own outcomes (the API never sends these).
  loadFailed: '無法載入商品資料',
  listFailed: '商品載入失敗，請稍後再試',
  saveFailed: '儲存失敗，請稍後再試',
  deleteFailed: '刪除失敗，請稍後再試',
  uploadFailed: '圖片上傳失敗，請稍後再試',
  noMatch: '找不到符合條件的商品',
  soldOut: '已售完',
  unavailable: '此規格暫不販售',
  adminOnly: '以管理員登入後即可管理商店',
  fixFields: '請修正標示的欄位',
  reloadedKeepInput: '已載入最新版本，你的輸入都保留著；確認後再按儲存。',
} as const;

/** The 422 message of a matrix over MAX_VARIANTS (`count` combinations were asked for). */
export const tooManyCombinations = (count: number) =>
  `規格組合最多 ${MAX_VARIANTS} 種（目前 ${grouped(count)} 種）`;

/**
 * The 409 message of a specification type or value still in use: its name, how many products use
 * it and the first three of their names.
 */
export function specInUse(name: string, productNames: readonly string[], total: number): string {
  const listed = productNames.slice(0, 3).join('、');
  const more = total > 3 ? ` 等 ${grouped(total)} 項商品` : '';
  return `「${name}」仍被商品使用，無法刪除：${listed}${more}`;
}

/** The 409 message of deleting a category that still has sub-categories. */
export const categoryHasChildren = (name: string) =>
  `分類「${name}」還有子分類，請先移走或刪除子分類`;

/** The 409 message of deleting a category that still holds products (and no move target). */
export const categoryHasProducts = (name: string, count: number) =>
  `分類「${name}」還有 ${grouped(count)} 項商品，請先移到其他分類`;

/** Messages by field: `name`, `variants.3.price` (Laravel's dotted keys), one message each. */
export type FieldErrors = Record<string, string>;

const length = (text: string) => [...text].length;

/**
 * Two names are the same name when they are equal after trimming and the search normalisation
 * (letter case, full-width forms): `紅` and ` 紅 `, `XL` and `ｘｌ`.
 */
export const nameKey = (name: string) => normalizeSearchText(name.trim());

// ─── Specification types ──────────────────────────────────────────────────────────────────────

/** A specification type as the editor sends it: values in display order, `id` for kept ones. */
export interface SpecTypeInput {
  name: string;
  values: readonly { id?: number; name: string }[];
}

/** The first message of each field of `input`; empty when it may be saved (names taken aside). */
export function specTypeErrors(input: SpecTypeInput): FieldErrors {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (name === '') errors.name = SHOP_MESSAGES.specNameRequired;
  else if (length(name) > SPEC_NAME_MAX) errors.name = SHOP_MESSAGES.specNameTooLong;
  if (input.values.length === 0) errors.values = SHOP_MESSAGES.specValuesRequired;
  else if (input.values.length > MAX_SPEC_VALUES) errors.values = SHOP_MESSAGES.specValuesTooMany;
  const seen = new Set<string>();
  input.values.forEach((value, i) => {
    const text = value.name.trim();
    const field = `values.${i}.name`;
    if (text === '') errors[field] = SHOP_MESSAGES.specValueRequired;
    else if (length(text) > SPEC_VALUE_NAME_MAX) errors[field] = SHOP_MESSAGES.specValueTooLong;
    else if (seen.has(nameKey(text))) errors[field] = SHOP_MESSAGES.specValueDuplicate;
    seen.add(nameKey(text));
  });
  return errors;
}

// ─── Categories ───────────────────────────────────────────────────────────────────────────────

/** A category as the tree holds it. */
export interface CategoryNode {
  id: number;
  parent_id: number | null;
  name: string;
  position: number;
}

/** The first message of a category name; null when it may be used. */
export function categoryNameError(name: string): string | null {
  const text = name.trim();
  if (text === '') return SHOP_MESSAGES.categoryNameRequired;
  if (length(text) > CATEGORY_NAME_MAX) return SHOP_MESSAGES.categoryNameTooLong;
  return null;
}

/** The level of a category: 1 at the root. */
export function categoryDepth(tree: readonly CategoryNode[], id: number): number {
  const byId = new Map(tree.map((c) => [c.id, c]));
  let depth = 0;
  for (let c = byId.get(id); c && depth <= tree.length; c = byId.get(c.parent_id ?? -1)) depth++;
  return depth;
}

/** A category and everything under it (its id first). */
export function categorySubtree(tree: readonly CategoryNode[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i++)
    for (const c of tree) if (c.parent_id === ids[i] && !ids.includes(c.id)) ids.push(c.id);
  return ids;
}

/** How many levels a category's subtree spans: 1 for a category without sub-categories. */
function subtreeHeight(tree: readonly CategoryNode[], id: number): number {
  const below = categorySubtree(tree, id).map((c) => categoryDepth(tree, c));
  return Math.max(...below) - categoryDepth(tree, id) + 1;
}

/**
 * Why `id` may not go under `parentId` (null: the root), or null when it may: not under itself
 * or a sub-category of its own, and the tree stays within MAX_CATEGORY_DEPTH levels. For a new
 * category pass `id` null.
 */
export function categoryMoveProblem(
  tree: readonly CategoryNode[],
  id: number | null,
  parentId: number | null,
): string | null {
  if (parentId !== null && !tree.some((c) => c.id === parentId))
    return SHOP_MESSAGES.categoryParentUnknown;
  if (id !== null && parentId !== null && categorySubtree(tree, id).includes(parentId))
    return SHOP_MESSAGES.categoryIntoItself;
  const parentDepth = parentId === null ? 0 : categoryDepth(tree, parentId);
  const height = id === null ? 1 : subtreeHeight(tree, id);
  return parentDepth + height > MAX_CATEGORY_DEPTH ? SHOP_MESSAGES.categoryTooDeep : null;
}

/** True when a sibling under `parentId` other than `exceptId` already has `name` (nameKey). */
export function siblingNameTaken(
  tree: readonly CategoryNode[],
  parentId: number | null,
  name: string,
  exceptId: number | null = null,
): boolean {
  const key = nameKey(name);
  return tree.some((c) => c.parent_id === parentId && c.id !== exceptId && nameKey(c.name) === key);
}

/** The tree in display order: each category followed by its sub-categories, by position. */
export function categoryOrder<T extends CategoryNode>(tree: readonly T[]): T[] {
  const children = (parent: number | null) =>
    tree
      .filter((c) => c.parent_id === parent)
      .sort((a, b) => a.position - b.position || a.id - b.id);
  const out: T[] = [];
  const walk = (parent: number | null) => {
    for (const c of children(parent)) {
      out.push(c);
      walk(c.id);
    }
  };
  walk(null);
  return out;
}
