import { variantRow, type DraftSpecType, type ProductDraft } from './productDraft';
import type { ShopImage, ShopProduct, ShopProductSummary, ShopSpecType } from './types';

/**
 * The catalog the shopping stories show: the seed's tote bag (docs/adr/0030-shopping-catalog.md),
 * with pictures drawn inline so stories need no network.
 */

/** A square picture of a bag in `colour` on `backdrop`. */
const bagPicture = (colour: string, backdrop: string): ShopImage => ({
  src: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${backdrop}"/><path d="M150 150 C150 90 250 90 250 150" fill="none" stroke="${colour}" stroke-width="14"/><rect x="100" y="150" width="200" height="190" rx="14" fill="${colour}"/></svg>`,
  )}`,
});

/** Every specification type of the seed, as the advanced editor offers them. */
export const allSpecTypes: ShopSpecType[] = [
  {
    id: 1,
    name: '顏色',
    values: [
      { id: 3, name: '燕麥' },
      { id: 1, name: '黑' },
      { id: 2, name: '白' },
      { id: 4, name: '墨綠' },
      { id: 5, name: '紅' },
    ],
  },
  {
    id: 2,
    name: '尺寸',
    values: ['XS', 'S', 'M', 'L', 'XL'].map((name, i) => ({ id: 8 + i, name })),
  },
  {
    id: 3,
    name: '容量',
    values: ['250ml', '350ml', '500ml', '750ml', '1000ml'].map((name, i) => ({ id: 20 + i, name })),
  },
];

/** The folio shop's categories, as the editors list them (the tote's are the first two). */
export const editorCategories = [
  { id: 1, name: '服飾', depth: 1 },
  { id: 4, name: '包袋', depth: 2 },
  { id: 5, name: '托特包', depth: 3 },
  { id: 10, name: '文具', depth: 1 },
];

/** The tote's types as its editor holds them: three of the seed's colours, two of its sizes. */
const toteSpecTypes: DraftSpecType[] = [
  { specTypeId: 1, valueIds: [3, 1, 4] },
  { specTypeId: 2, valueIds: [10, 11] },
];

/** Types as a product's page shows them: the seed's, narrowed to the values it offers. */
const shownTypes = (types: DraftSpecType[]): ShopSpecType[] =>
  types.map(({ specTypeId, valueIds }) => {
    const type = allSpecTypes.find((t) => t.id === specTypeId);
    const values = type?.values.filter((v) => valueIds.includes(v.id));
    return { id: specTypeId, name: type?.name ?? '', values: values ?? [] };
  });

export const tote: ShopProduct = {
  id: 15,
  name: '經典帆布托特包',
  description:
    '## 特色\n- 12 安厚磅帆布，耐重 **15 公斤**\n- 內袋與磁扣，筆電與水壺都放得下\n- 肩帶長 60 公分\n\n## 保養\n冷水手洗，*平放陰乾*，避免烘乾。',
  shopName: 'Folio 選物',
  // 服飾 › 包袋
  categoryPath: editorCategories.slice(0, 2).map(({ id, name }) => ({ id, name })),
  priceMin: 890,
  priceMax: 1090,
  stock: 25,
  available: true,
  specTypes: shownTypes(toteSpecTypes),
  variants: [
    { id: 101, sku: 'TOTE-OAT-M', price: 890, stock: 12, enabled: true, value_ids: [3, 10] },
    { id: 102, sku: 'TOTE-OAT-L', price: 1090, stock: 5, enabled: true, value_ids: [3, 11] },
    { id: 103, sku: 'TOTE-BLK-M', price: 890, stock: 0, enabled: true, value_ids: [1, 10] },
    { id: 104, sku: 'TOTE-BLK-L', price: 1090, stock: 8, enabled: true, value_ids: [1, 11] },
    { id: 105, sku: 'TOTE-GRN-M', price: 890, stock: 7, enabled: true, value_ids: [4, 10] },
    { id: 106, sku: 'TOTE-GRN-L', price: 1090, stock: 3, enabled: false, value_ids: [4, 11] },
  ],
  images: [
    bagPicture('#d9ccb4', '#e8e2d6'),
    bagPicture('#2b2b2b', '#dfe3e6'),
    bagPicture('#2f5d46', '#e3e8df'),
  ],
};

/** A product without types: one variant. */
export const bookmark: ShopProduct = {
  id: 2,
  name: '黃銅書籤',
  description: '手工打磨的黃銅書籤，越用越有光澤。',
  shopName: 'Folio 選物',
  categoryPath: [{ id: 10, name: '文具' }],
  priceMin: 320,
  priceMax: 320,
  stock: 3,
  available: true,
  specTypes: [],
  variants: [{ id: 201, sku: 'MARK-01', price: 320, stock: 3, enabled: true, value_ids: [] }],
  images: [bagPicture('#b08d3c', '#efe8d8')],
};

const names = [
  '經典帆布托特包',
  '有機棉短袖 T 恤',
  '手沖陶瓷馬克杯',
  '皮革手帳本',
  '大豆香氛蠟燭',
  '隨行保溫瓶',
  '阿里山高山烏龍',
  '黃銅書籤',
];
const colours = [
  '#d9ccb4',
  '#f2f2f2',
  '#2c3e63',
  '#8a5a35',
  '#efe3c8',
  '#6b7b83',
  '#3f6b3a',
  '#b08d3c',
];

/** A page of the storefront: eight products, one sold out, one without a picture. */
export const storefrontProducts: ShopProductSummary[] = names.map((name, i) => ({
  id: 15 + i,
  name,
  shopName: i === 6 ? '山嵐茶行' : 'Folio 選物',
  priceMin: [890, 690, 520, 980, 680, 780, 1200, 320][i] ?? 500,
  priceMax: [1090, 690, 620, 1280, 1080, 980, 2200, 320][i] ?? 500,
  available: i !== 5,
  cover: i === 7 ? null : bagPicture(colours[i] ?? '#888', '#e9e6e0'),
}));

/** The tote bag in its editor: two types (three colours, two sizes), six rows, three pictures. */
export const toteDraft: ProductDraft = {
  companyFlag: 'folio',
  categoryId: 4,
  name: tote.name,
  description: tote.description,
  status: 'published',
  specTypes: toteSpecTypes,
  variants: tote.variants.map(variantRow),
  images: tote.images.map((image, i) => ({ path: `products/tote-${i + 1}.webp`, src: image.src })),
};

/** A product without types (the basic editor's kind): one variant with its SKU. */
export const bookmarkDraft: ProductDraft = {
  companyFlag: 'folio',
  categoryId: 10,
  name: '黃銅書籤',
  description: '手工敲打的黃銅書籤，用久了會有溫潤的光澤。',
  status: 'published',
  specTypes: [],
  variants: [{ valueIds: [], sku: 'MARK-BRASS', price: '320', stock: '8', enabled: true }],
  images: [],
};

/** The shops, as the editors list them. */
export const editorShops = [
  { flag: 'folio', name: 'Folio 選物' },
  { flag: 'shanlan-tea', name: '山嵐茶行' },
];

/** An uploaded picture (a drawn one, so stories need no network). */
export const uploadedPicture = {
  path: 'products/new-upload.webp',
  src: bagPicture('#2c3e63', '#e9e6e0').src,
};
