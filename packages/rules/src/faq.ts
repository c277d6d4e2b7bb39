/**
 * What the site tells its visitors, written once: the FAQ page (docs/requirements.md §2 "FAQ")
 * shows these entries, and the chat's assistant answers from them (docs/adr/0032-live-chat.md).
 * `keywords` are the words visitors use for a topic that the question and answer may not
 * contain; only the assistant's search reads them.
 */

/** One question the site answers. */
export interface KnowledgeEntry {
  /** Stable id: the FAQ's disclosure ids, and the `source` of an assistant's answer (`faq:refund`). */
  id: string;
  question: string;
  answer: string;
  /** Words that mean this topic (synonyms, everyday wording), for the assistant's search. */
  keywords: readonly string[];
}

/** The refund window of the sample FAQ (docs/requirements.md §9). */
export const FAQ_REFUND_DAYS = 30;

/** The five entries of docs/requirements.md §2 "FAQ": refund, contact, promotions, shipping, order changes. */
export const FAQ_ENTRIES: readonly KnowledgeEntry[] = [
  {
    id: 'refund',
    question: '如何申請退款？',
    answer: `收到商品後 ${FAQ_REFUND_DAYS} 天內都可以申請退款。請到「我的訂單」選擇要退回的商品並填寫原因，我們收到退貨後會在 5 到 7 個工作天內退款到原付款方式。`,
    keywords: ['退款', '退貨', '退錢', '退費', '退回', '鑑賞期', '不想要', 'refund', 'return'],
  },
  {
    id: 'contact',
    question: '如何聯絡客服？',
    answer:
      '可以使用網站右下角的線上客服，或寄信到 support@example.com。客服時間為週一到週五 9:00 至 18:00，我們會在一個工作天內回覆。',
    keywords: [
      '聯絡',
      '聯繫',
      '客服時間',
      '電話',
      '信箱',
      'email',
      '上班時間',
      '營業時間',
      'contact',
    ],
  },
  {
    id: 'promotions',
    question: '目前有哪些優惠活動？',
    answer:
      '新會員註冊後可以使用歡迎折扣碼 WELCOME10，首次購物享九折優惠。其他限時活動請留意電子報與首頁公告。',
    keywords: [
      '優惠',
      '折扣',
      '折扣碼',
      '優惠碼',
      '促銷',
      '打折',
      '特價',
      '新會員',
      'coupon',
      'discount',
    ],
  },
  {
    id: 'shipping',
    question: '是否提供國際運送？',
    answer:
      '有的，我們提供寄送到多個國家與地區的國際運送。運費與送達時間依目的地而定，結帳時會顯示實際金額。',
    keywords: [
      '運送',
      '寄送',
      '配送',
      '運費',
      '國際',
      '海外',
      '國外',
      '寄到',
      '出貨',
      '物流',
      'shipping',
    ],
  },
  {
    id: 'order-changes',
    question: '下單後可以修改訂單嗎？',
    answer:
      '訂單出貨前都可以修改收件資訊或商品內容，請盡快聯絡客服處理；訂單一旦出貨就無法再修改。',
    keywords: ['修改訂單', '更改', '改訂單', '改地址', '收件地址', '收件人', '取消訂單', '換商品'],
  },
];
