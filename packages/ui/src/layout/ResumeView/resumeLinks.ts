import {
  BOOKING_DAYS_AHEAD,
  MAILS_PER_MINUTE,
  MAX_RECIPIENTS,
  pathTo,
  PRODUCTS_PER_PAGE,
  routePaths,
  TASK_START_WITHIN_DAYS,
} from '@folio/rules';

/**
 * The resume page's links (docs/requirements.md §1 and §2), grouped; every path listed in
 * docs/requirements.md §2 "Resume page" is here. The booking system and the task scheduler lead
 * (ADR 0017): the portfolio's headline systems, working end to end.
 */

export interface ResumeLink {
  /** A path of the app, or with `more` the pattern shared by those links. */
  to: string;
  title: string;
  description: string;
  /** Several links of one demo (the product ids 14 to 18); the title is then not a link itself. */
  more?: { to: string; label: string }[];
}

export interface ResumeSection {
  id: string;
  title: string;
  intro: string;
  links: ResumeLink[];
}

/** Product ids of the enhanced product-detail demo (docs/requirements.md §2: ids 14 to 18). */
const productDetailIds = [14, 15, 16, 17, 18] as const;

export const resumeSections: ResumeSection[] = [
  {
    id: 'scheduling',
    title: '任務排程與預約',
    intro: '需要時間規則與即時進度的兩個系統。',
    links: [
      {
        to: pathTo('booking'),
        title: '預約系統',
        description: `與網站作者預約一小時的線上諮詢：預約日期必須是今天或之後（${BOOKING_DAYS_AHEAD} 天內），開始時間從下一個整點起算（台北時間），同一時段只有一人能預約；訪客可查看空檔，登入會員即可預約與取消。`,
      },
      {
        to: pathTo('taskMail'),
        title: '任務排程',
        description: `登入會員後排程寄信給 1 到 ${MAX_RECIPIENTS} 位收件人，立即或 ${TASK_START_WITHIN_DAYS} 天內開始；伺服器在背景每分鐘最多寄 ${MAILS_PER_MINUTE} 封，任務執行時畫面每一秒輪詢一次進度並以進度條顯示，也能隨時取消。`,
      },
    ],
  },
  {
    id: 'commerce',
    title: '智慧客服與商品系統',
    intro: '電商情境的完整流程：從客服對話到商品規格、詳情與編輯。',
    links: [
      {
        to: pathTo('chatBox'),
        title: '智慧客服聊天',
        description: '以對話方式回答顧客問題的智慧客服。',
      },
      {
        to: pathTo('storefront'),
        title: '商店',
        description: `兩間商店的上架商品：依商店與分類篩選、依價格排序、關鍵字搜尋，每頁 ${PRODUCTS_PER_PAGE} 件，篩選條件都在網址裡。`,
      },
      {
        to: pathTo('specType'),
        title: '商品規格系統',
        description: '管理商品的規格類型與選項組合，例如尺寸與顏色。',
      },
      {
        // Shown as the pattern docs/requirements.md §2 writes: `{id}`.
        to: routePaths.productDetailPlus.replace(':id', '{id}'),
        title: '商品詳情（加強版）',
        description:
          '同一個頁面呈現不同商品（編號 14 到 18）的規格、價格與庫存，選擇規格時即時更新。',
        more: productDetailIds.map((id) => ({
          to: pathTo('productDetailPlus', { id }),
          label: `商品 ${id}`,
        })),
      },
      {
        to: pathTo('shoppingUpdatePlus', { id: 17 }),
        title: '商品編輯',
        description: '編輯既有商品（以商品 17 為例）的名稱、規格與價格。',
      },
      {
        to: pathTo('shoppingCreatePlus'),
        title: '新增商品',
        description: '建立新商品，並一次設定多組規格與庫存。',
      },
    ],
  },
  {
    id: 'members',
    title: '活動與會員',
    intro: '串接後端 API 的活動列表與會員帳號流程。',
    links: [
      {
        to: pathTo('events'),
        title: '活動列表',
        description: '分頁與關鍵字搜尋，點擊圖片以全螢幕檢視。',
      },
      {
        to: pathTo('register'),
        title: '會員註冊',
        description: '註冊後寄出驗證信，點擊信中連結完成 Email 驗證。',
      },
      {
        to: pathTo('forgotPassword'),
        title: '忘記密碼',
        description: '寄出重設密碼連結，透過信中連結設定新密碼。',
      },
      {
        to: pathTo('changePassword'),
        title: '修改密碼',
        description: '登入後修改密碼，完成後自動登出並請你以新密碼登入。',
      },
    ],
  },
  {
    id: 'inputs',
    title: 'UI 元件：表單與輸入',
    intro: '常見的輸入元件，每一個都支援鍵盤操作與深色主題。',
    links: [
      {
        to: pathTo('planRadioList'),
        title: '方案選擇',
        description: '單選清單，預設選取 Hobby 方案。',
      },
      {
        to: pathTo('creditCard'),
        title: '信用卡表單',
        description: '卡號、有效期限與安全碼，附即時卡片預覽。',
      },
      {
        to: pathTo('otpInput'),
        title: '驗證碼輸入',
        description: '4 位數字驗證碼，可重新寄送並清空。',
      },
      {
        to: pathTo('rangeSlider'),
        title: '範圍滑桿',
        description: '雙把手範圍選擇，以 10 為一格。',
      },
      { to: pathTo('slideGroup'), title: '滑動選項群組', description: '20 個可左右捲動的選項。' },
      { to: pathTo('ratings'), title: '評分', description: '以半顆星為單位的評分元件。' },
      {
        to: pathTo('satisfactionRating'),
        title: '滿意度回饋',
        description: '五個等級的滿意度評分。',
      },
      {
        to: pathTo('datePicker'),
        title: '日期選擇器',
        description: '可用鍵盤操作的月曆日期選擇器。',
      },
    ],
  },
  {
    id: 'navigation',
    title: 'UI 元件：版面與導覽',
    intro: '組織頁面與引導使用者的元件。',
    links: [
      { to: pathTo('listGroup'), title: '巢狀選單', description: '可展開與收合的多層選單。' },
      {
        to: pathTo('navigationRail'),
        title: '導覽抽屜',
        description: '滑鼠移入時展開顯示文字的圖示列。',
      },
      {
        to: pathTo('settingsTabs'),
        title: '分頁標籤',
        description: '帳戶設定的四個分頁，支援方向鍵切換。',
      },
      {
        to: pathTo('orderStepper'),
        title: '訂單步驟',
        description: '確認訂單、選擇運送方式到完成的三個步驟。',
      },
      { to: pathTo('timeline'), title: '時間軸', description: '依時間排列的研討會紀錄。' },
      { to: pathTo('footerSection'), title: '頁尾', description: '連結、社群圖示與版權聲明。' },
    ],
  },
  {
    id: 'content',
    title: 'UI 元件：內容與資料',
    intro: '呈現資訊與資料的畫面。',
    links: [
      { to: pathTo('faq'), title: '常見問題', description: '可展開的問答清單，共 5 題。' },
      {
        to: pathTo('pricingSections'),
        title: '價格方案',
        description: '月繳與年繳切換的三種方案。',
      },
      {
        to: pathTo('dataTable'),
        title: '可編輯進度表格',
        description: '編輯名稱與進度，依進度顯示不同顏色。',
      },
      { to: pathTo('cafeCard'), title: '餐廳訂位卡片', description: '評分、營業時段與訂位按鈕。' },
      { to: pathTo('photoSearch'), title: '照片標籤搜尋', description: '以文字篩選並選取標籤。' },
    ],
  },
];
