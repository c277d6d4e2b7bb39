import type { ProductStatus } from '@folio/rules';
import { COLOURS, type Picture } from './catalogPictures.ts';

/**
 * The seed catalog (docs/adr/0030-shopping-catalog.md): two shops, seven specification types,
 * a category tree of three levels, and 24 products in insertion order, so their ids are 1 to 24;
 * 14 to 18 are the ones the resume shows, each with a matrix of variants.
 */

export const SEED_SHOPS = [
  { company_flag: 'folio', name: 'Folio 選物', description: '設計師與在地職人的日常選物。' },
  {
    company_flag: 'shanlan-tea',
    name: '山嵐茶行',
    description: '阿里山與梨山的高山茶，小農直送。',
  },
] as const;

export const SEED_SPEC_TYPES: { name: string; values: string[] }[] = [
  { name: '顏色', values: ['黑', '白', '燕麥', '墨綠', '海軍藍', '焦糖棕', '霧灰', '紅'] },
  { name: '尺寸', values: ['S', 'M', 'L', 'XL'] },
  { name: '容量', values: ['250ml', '350ml', '500ml'] },
  { name: '開本', values: ['A5', 'A6'] },
  { name: '內頁', values: ['空白', '橫線', '方格', '點陣'] },
  { name: '香味', values: ['檜木', '柚香', '白茶', '無花果'] },
  { name: '重量', values: ['75g', '150g', '300g'] },
];

/** Categories by shop: a name, and the path of names above it. */
export const SEED_CATEGORIES: Record<string, [name: string, parents: string[]][]> = {
  folio: [
    ['服飾', []],
    ['上衣', ['服飾']],
    ['短袖 T 恤', ['服飾', '上衣']],
    ['包袋', ['服飾']],
    ['帽子', ['服飾']],
    ['居家', []],
    ['杯具', ['居家']],
    ['香氛', ['居家']],
    ['餐桌', ['居家']],
    ['文具', []],
    ['筆記本', ['文具']],
    ['書寫工具', ['文具']],
  ],
  'shanlan-tea': [
    ['茶葉', []],
    ['烏龍茶', ['茶葉']],
    ['紅茶', ['茶葉']],
    ['茶具', []],
  ],
};

/** A product: its types by name with the values offered, and each combination's offer. */
export interface SeedProduct {
  shop: string;
  category: string;
  name: string;
  description: string;
  status?: ProductStatus;
  /** [type name, value names] in the product's order. */
  specs?: [string, string[]][];
  /** The price of a combination (value names in the specs' order); one price without specs. */
  price: number | ((values: string[]) => number);
  /** The stock of a combination; 0 is sold out. */
  stock: number | ((values: string[], i: number) => number);
  /** Combinations (joined with `/`) sold no more. */
  off?: string[];
  /** SKU of a combination; none when absent. */
  sku?: (values: string[]) => string;
  pictures: Picture[];
}

const C = COLOURS;
const code: Record<string, string> = {
  黑: 'BLK',
  白: 'WHT',
  燕麥: 'OAT',
  墨綠: 'GRN',
  海軍藍: 'NVY',
  焦糖棕: 'BRN',
  霧灰: 'GRY',
  空白: 'PL',
  橫線: 'LN',
  方格: 'GD',
  點陣: 'DT',
  檜木: 'HNK',
  柚香: 'YZU',
  白茶: 'WTE',
  無花果: 'FIG',
};
const skuOf =
  (prefix: string) =>
  (values: string[]): string =>
    [prefix, ...values.map((v) => code[v] ?? v.replace(/[^A-Za-z0-9]/g, ''))].join('-');

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    shop: 'folio',
    category: '餐桌',
    name: '亞麻餐墊（兩入）',
    description:
      '100% 歐洲亞麻，水洗後柔軟不起毛球。\n\n- 尺寸 45 × 32 公分\n- 兩入一組\n- 可機洗，*低溫熨燙*',
    price: 590,
    stock: 24,
    pictures: [{ kind: 'mat', colour: C.燕麥, accent: C.焦糖棕 }],
  },
  {
    shop: 'folio',
    category: '書寫工具',
    name: '黃銅書籤',
    description: '以整片黃銅切割、手工拋光，越用越有溫潤的光澤。附棉質流蘇。',
    price: 380,
    stock: 40,
    pictures: [{ kind: 'bookmark', colour: C.墨綠 }],
  },
  {
    shop: 'folio',
    category: '香氛',
    name: '手工蜜蠟護手霜',
    description: '以台灣蜂蠟與乳油木果脂手工製作，**無香精**，乾燥的冬天隨身一罐。\n\n容量 30 ml。',
    price: 420,
    stock: 30,
    pictures: [{ kind: 'jar', colour: '#f0d98c', accent: C.brass, backdrop: '#f3ead6' }],
  },
  {
    shop: 'folio',
    category: '杯具',
    name: '木質杯墊（四入）',
    description: '台灣檜木邊材再利用，表面上天然護木油。四入一組，直徑 10 公分。',
    price: 480,
    stock: 18,
    pictures: [{ kind: 'mat', colour: C.wood, accent: C.焦糖棕 }],
  },
  {
    shop: 'folio',
    category: '文具',
    name: '軟木留言板',
    description: '葡萄牙軟木與橡木框，附六支黃銅圖釘。\n\n尚在打樣，*十二月上架*。',
    status: 'draft',
    price: 650,
    stock: 10,
    pictures: [{ kind: 'mat', colour: '#c89f6d', accent: C.brass }],
  },
  {
    shop: 'folio',
    category: '帽子',
    name: '棉麻漁夫帽',
    description: '棉麻混紡，帽簷 6 公分，可折疊收納。頭圍 58 公分。',
    specs: [['顏色', ['燕麥', '黑']]],
    price: 790,
    stock: (_, i) => [9, 4][i] ?? 0,
    sku: skuOf('HAT'),
    pictures: [{ kind: 'hat', colour: C.燕麥, accent: C.焦糖棕 }],
  },
  {
    shop: 'folio',
    category: '餐桌',
    name: '琺瑯便當盒',
    description: '日本琺瑯，可直火加熱、不殘留氣味。容量 800 ml，附矽膠密封蓋。',
    price: 880,
    stock: 12,
    pictures: [{ kind: 'tin', colour: C.白, accent: C.海軍藍 }],
  },
  {
    shop: 'folio',
    category: '書寫工具',
    name: '鋼筆墨水（30ml）',
    description: '染料型墨水，流暢不堵筆。三種顏色皆以台灣山色命名。',
    specs: [['顏色', ['墨綠', '海軍藍', '焦糖棕']]],
    price: 450,
    stock: (_, i) => [15, 20, 0][i] ?? 0,
    sku: skuOf('INK'),
    pictures: [{ kind: 'jar', colour: C.海軍藍, accent: C.黑 }],
  },
  {
    shop: 'folio',
    category: '杯具',
    name: '手織杯套',
    description: '羊毛手織，套上馬克杯或玻璃杯都不燙手。每只花紋略有不同。',
    price: 280,
    stock: 0,
    pictures: [{ kind: 'mug', colour: C.紅 }],
  },
  {
    shop: 'shanlan-tea',
    category: '烏龍茶',
    name: '阿里山高山烏龍',
    description:
      '海拔 1,400 公尺的石棹茶區，輕焙火，花香清揚、回甘明顯。\n\n## 沖泡建議\n1. 95°C 熱水溫杯\n2. 7 公克茶葉，第一泡 50 秒\n3. 每泡增加 10 秒',
    specs: [['重量', ['75g', '150g', '300g']]],
    price: ([w]) => ({ '75g': 450, '150g': 850, '300g': 1600 })[w ?? ''] ?? 450,
    stock: 20,
    sku: skuOf('ALS'),
    pictures: [{ kind: 'pouch', colour: C.墨綠, accent: C.白 }],
  },
  {
    shop: 'shanlan-tea',
    category: '紅茶',
    name: '日月潭紅玉紅茶',
    description: '台茶 18 號，帶有肉桂與薄荷的天然香氣，冷泡也好喝。',
    specs: [['重量', ['75g', '150g']]],
    price: ([w]) => (w === '75g' ? 420 : 780),
    stock: 16,
    sku: skuOf('RUBY'),
    pictures: [{ kind: 'pouch', colour: C.紅, accent: C.白 }],
  },
  {
    shop: 'shanlan-tea',
    category: '烏龍茶',
    name: '梨山冬片',
    description: '冬季最後一批嫩芽，產量稀少，甜度高、茶湯清亮。',
    specs: [['重量', ['75g', '150g']]],
    price: ([w]) => (w === '75g' ? 680 : 1280),
    stock: (_, i) => [6, 0][i] ?? 0,
    sku: skuOf('LSW'),
    pictures: [{ kind: 'tin', colour: C.霧灰, accent: C.白 }],
  },
  {
    shop: 'shanlan-tea',
    category: '茶具',
    name: '鑄鐵茶壺',
    description: '岩手鑄鐵，內壁琺瑯處理不生鏽。容量 650 ml，附不鏽鋼濾網。',
    specs: [['顏色', ['黑', '焦糖棕']]],
    price: 2480,
    stock: (_, i) => [5, 3][i] ?? 0,
    sku: skuOf('POT'),
    pictures: [{ kind: 'pot', colour: C.黑 }],
  },
  {
    shop: 'folio',
    category: '包袋',
    name: '經典帆布托特包',
    description:
      '## 特色\n- 12 安厚磅帆布，耐重 **15 公斤**\n- 內袋與磁扣，筆電與水壺都放得下\n- 肩帶長 60 公分\n\n## 保養\n冷水手洗，*平放陰乾*，避免烘乾。',
    specs: [
      ['顏色', ['燕麥', '黑', '墨綠']],
      ['尺寸', ['M', 'L']],
    ],
    price: ([, size]) => (size === 'M' ? 890 : 1090),
    stock: (_, i) => [12, 5, 0, 8, 7, 3][i] ?? 0,
    off: ['墨綠/L'],
    sku: skuOf('TOTE'),
    pictures: [
      { kind: 'bag', colour: C.燕麥, backdrop: '#e8e2d6' },
      { kind: 'bag', colour: C.黑, backdrop: '#dfe3e6' },
      { kind: 'bag', colour: C.墨綠, backdrop: '#e3e8df' },
    ],
  },
  {
    shop: 'folio',
    category: '短袖 T 恤',
    name: '有機棉短袖 T 恤',
    description:
      '美國有機棉，220 克重磅布料，領口不易變形。\n\n## 尺寸（胸寬／衣長，公分）\n- S：50／68\n- M：53／71\n- L：56／74\n- XL：59／76',
    specs: [
      ['顏色', ['白', '黑', '霧灰']],
      ['尺寸', ['S', 'M', 'L', 'XL']],
    ],
    price: 690,
    stock: (_, i) => [8, 14, 10, 0, 6, 12, 9, 4, 0, 7, 5, 2][i] ?? 0,
    off: ['霧灰/XL'],
    sku: skuOf('TEE'),
    pictures: [
      { kind: 'shirt', colour: C.白, backdrop: '#dfe4ea' },
      { kind: 'shirt', colour: C.黑, backdrop: '#e9e5dc' },
    ],
  },
  {
    shop: 'folio',
    category: '杯具',
    name: '手沖陶瓷馬克杯',
    description:
      '鶯歌窯燒，霧面釉色，杯口薄、就口順。\n\n- 可微波、可洗碗機\n- 250 ml 適合手沖，350 ml 適合拿鐵',
    specs: [
      ['顏色', ['白', '海軍藍', '霧灰']],
      ['容量', ['250ml', '350ml']],
    ],
    price: ([, size]) => (size === '250ml' ? 520 : 620),
    stock: (_, i) => [10, 8, 6, 0, 9, 11][i] ?? 0,
    sku: skuOf('MUG'),
    pictures: [
      { kind: 'mug', colour: C.白, backdrop: '#e6e1d8' },
      { kind: 'mug', colour: C.海軍藍, backdrop: '#e4e6ea' },
    ],
  },
  {
    shop: 'folio',
    category: '筆記本',
    name: '皮革手帳本',
    description:
      '義大利植鞣牛皮封面，使用越久顏色越深。內頁為 **巴川紙 68 磅**，鋼筆書寫不透墨。\n\n## 規格\n- A5：21 × 14.8 公分，192 頁\n- A6：14.8 × 10.5 公分，160 頁\n\n內頁可替換，*燙印姓名請於備註填寫*。',
    specs: [
      ['開本', ['A5', 'A6']],
      ['內頁', ['空白', '橫線', '方格']],
      ['顏色', ['黑', '墨綠', '焦糖棕']],
    ],
    price: ([size]) => (size === 'A5' ? 1280 : 980),
    stock: (_, i) => [4, 6, 5, 3, 0, 7, 5, 2, 6, 8, 4, 3, 6, 5, 0, 9, 7, 4][i] ?? 0,
    off: ['A6/空白/墨綠'],
    sku: skuOf('NOTE'),
    pictures: [
      { kind: 'book', colour: C.焦糖棕, accent: C.燕麥, backdrop: '#ece4d8' },
      { kind: 'book', colour: C.墨綠, accent: C.白, backdrop: '#e2e7e0' },
      { kind: 'book', colour: C.黑, accent: C.紅, backdrop: '#e6e2dc' },
    ],
  },
  {
    shop: 'folio',
    category: '香氛',
    name: '大豆香氛蠟燭',
    description:
      '天然大豆蠟與棉芯，燃燒乾淨少黑煙。\n\n## 香味\n- **檜木**：雨後的山林\n- **柚香**：文旦皮與綠茶\n- **白茶**：清淡的花香\n- **無花果**：微甜的果香\n\n150g 約燃燒 30 小時，300g 約 60 小時。',
    specs: [
      ['香味', ['檜木', '柚香', '白茶', '無花果']],
      ['重量', ['150g', '300g']],
    ],
    price: ([, weight]) => (weight === '150g' ? 680 : 1080),
    stock: (_, i) => [12, 6, 9, 4, 0, 5, 7, 3][i] ?? 0,
    sku: skuOf('CNDL'),
    pictures: [
      { kind: 'jar', colour: '#efe3c8', accent: C.黑, backdrop: '#e9e4da' },
      { kind: 'jar', colour: '#e9d7a0', accent: C.焦糖棕, backdrop: '#efe8d8' },
    ],
  },
  {
    shop: 'folio',
    category: '杯具',
    name: '隨行保溫瓶',
    description: '雙層真空不鏽鋼，保溫 12 小時、保冰 24 小時。瓶口可放入冰塊。',
    specs: [
      ['顏色', ['黑', '白', '墨綠', '海軍藍']],
      ['容量', ['350ml', '500ml']],
    ],
    price: ([, size]) => (size === '350ml' ? 890 : 990),
    stock: 8,
    sku: skuOf('BTL'),
    pictures: [{ kind: 'bottle', colour: C.墨綠 }],
  },
  {
    shop: 'folio',
    category: '帽子',
    name: '針織毛帽',
    description: '美麗諾羊毛，不刺癢，反摺帽沿可調整深度。',
    specs: [['顏色', ['燕麥', '墨綠', '霧灰']]],
    price: 590,
    stock: (_, i) => [6, 0, 9][i] ?? 0,
    sku: skuOf('BNE'),
    pictures: [{ kind: 'hat', colour: C.霧灰, accent: C.燕麥 }],
  },
  {
    shop: 'folio',
    category: '筆記本',
    name: '點陣筆記本（三入）',
    description: '5 mm 點陣內頁，適合子彈筆記與手帳。線裝可完全攤平。',
    specs: [['開本', ['A5', 'A6']]],
    price: ([size]) => (size === 'A5' ? 360 : 290),
    stock: 25,
    sku: skuOf('DOT'),
    pictures: [{ kind: 'book', colour: C.燕麥, accent: C.黑 }],
  },
  {
    shop: 'shanlan-tea',
    category: '茶具',
    name: '茶葉罐禮盒',
    description: '兩只馬口鐵茶葉罐，各裝 75g 高山烏龍與紅玉紅茶，附提袋與賀卡。',
    price: 1680,
    stock: 10,
    pictures: [{ kind: 'tin', colour: C.墨綠, accent: C.燕麥 }],
  },
  {
    shop: 'shanlan-tea',
    category: '烏龍茶',
    name: '東方美人茶',
    description: '小綠葉蟬叮咬後的茶芽，帶蜜香與熟果香。*今年新茶尚在焙火*。',
    status: 'draft',
    specs: [['重量', ['75g', '150g']]],
    price: ([w]) => (w === '75g' ? 980 : 1880),
    stock: 0,
    sku: skuOf('OB'),
    pictures: [{ kind: 'pouch', colour: C.焦糖棕, accent: C.白 }],
  },
  {
    shop: 'shanlan-tea',
    category: '茶具',
    name: '玻璃公道杯',
    description: '耐熱玻璃，杯嘴斷水俐落，看得見茶湯的顏色。',
    specs: [['容量', ['250ml', '350ml']]],
    price: ([size]) => (size === '250ml' ? 560 : 680),
    stock: 14,
    sku: skuOf('PIT'),
    pictures: [{ kind: 'bottle', colour: C.glass, backdrop: '#e7ece9' }],
  },
];
