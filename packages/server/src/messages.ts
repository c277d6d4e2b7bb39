import {
  CONTROL_CHARACTER_MESSAGE,
  BOOKING_MESSAGES as booking,
  EVENT_IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  MAX_SEARCH_LENGTH,
  messages as shared,
} from '@folio/rules';
import { MAX_EVENTS_PAGE } from './api/pagination.ts';

/**
 * Every message the server writes, in Traditional Chinese. Where docs/requirements.md (§5, §8) quotes
 * a text for the same situation, the server uses that very text, so the app may show either: those
 * come from @folio/rules (`shared.…`), written once for the form, the app and the server; the texts
 * below are the server's own. "Unauthenticated." stays English: it is the Laravel text the contract
 * documents for 401.
 */
export const M = {
  unauthenticated: 'Unauthenticated.',
  tooManyAttempts: '嘗試次數過多，請稍後再試',
  busy: '伺服器忙碌中，請稍後再試',
  badUrl: '網址格式錯誤',
  badRequest: '請求格式錯誤',
  notFound: 'Not Found',
  serverError: '伺服器發生錯誤，請稍後再試',
  /** 503 (db/unavailable.ts): the database cannot answer, or the server is shutting down. */
  unavailable: '服務暫時無法使用，請稍後再試',
  // refused before any route (request-gate.ts, errors.ts)
  hostMissing: '請求缺少主機名稱（Host）',
  hostNotAllowed: '請求的主機名稱（Host）不屬於這個伺服器',
  methodNotImplemented: '不支援的請求方法',
  encodingUnsupported: '不接受編碼過的請求內容（Content-Encoding）',
  expectationFailed: '不支援的 Expect 標頭',

  // login (docs/requirements.md §5, §8)
  loginEmailRequired: shared.loginEmailRequired,
  emailFormat: shared.emailFormat,
  loginPasswordRequired: shared.credentialsIncorrect,
  wrongCredentials: shared.wrongCredentials,
  /** The legacy 500 of POST /login: exactly this text, and for nothing else. */
  unverified: shared.unverified,

  // register (docs/requirements.md §5, §8)
  nameRequired: shared.nameRequired,
  nameMin: shared.nameMin,
  nameMax: '姓名不可超過 255 個字',
  nameInvisible: '姓名須含看得見的文字',
  emailRequired: shared.emailRequired,
  emailTooLong: 'Email 不可超過 255 個字',
  emailTaken: shared.emailTaken,
  passwordRequired: shared.passwordRequired,
  passwordMin: shared.passwordMin,
  passwordMax: shared.passwordMax,
  passwordLower: shared.passwordLowercase,
  passwordUpper: shared.passwordUppercase,
  passwordSymbol: shared.passwordSymbol,
  passwordMismatch: shared.passwordMismatch,
  registered: shared.registered,

  // e-mail verification
  verified: shared.verified,
  invalidSignature: shared.verifyFailed,
  userNotFound: '找不到這個帳號',

  // resend verification (docs/requirements.md §5, §8)
  resendEmailRequired: shared.resendEmailRequired,
  resendEmailFormat: shared.resendEmailFormat,
  alreadyVerified: shared.alreadyVerified,
  verificationSent: '驗證信已寄出，請至 Email 收信',

  // session
  tokenValid: 'Token 有效',
  loggedOut: '已登出',

  // passwords (docs/requirements.md §5, §8)
  newPasswordRequired: shared.newPasswordRequired,
  newPasswordMismatch: shared.newPasswordMismatch,
  wrongOldPassword: shared.wrongOldPassword,
  passwordChanged: shared.passwordChanged,
  resetLinkSent: '若這個 Email 已註冊，重設密碼連結已寄出，請至 Email 收信',
  resetTokenRequired: '重設連結不完整',
  resetTokenInvalid: '重設連結無效或已過期，請重新申請',
  passwordReset: shared.passwordReset,

  // events (docs/requirements.md §5, §8)
  eventNameRequired: shared.eventNameRequired,
  eventNameMax: '活動名稱不可超過 255 個字',
  eventNameInvisible: '活動名稱須含看得見的文字',
  eventDescriptionRequired: shared.eventDescriptionRequired,
  eventDescriptionMax: '活動說明不可超過 5000 個字',
  startRequired: shared.startRequired,
  endRequired: shared.endRequired,
  endAfterStart: shared.endAfterStart,
  timeFormat: '時間格式須為 YYYY-MM-DD HH:mm:ss',
  priceNumber: shared.priceNumber,
  priceRange: shared.priceRange,
  imageFile: shared.imageFile,
  imageType: '圖片須為 PNG、JPEG、WebP 或 GIF',
  imageTooLarge: `圖片不可超過 ${EVENT_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  imagePixels: `圖片不可超過 ${IMAGE_MAX_PIXELS / 10_000} 萬像素`,
  eventCreated: shared.eventCreated,
  eventUpdated: shared.eventUpdated,
  eventNotFound: '找不到這個活動',
  /** 403 of POST /events/{id} (openapi.yaml): the event is someone else's. */
  eventForbidden: '只能更新自己建立的活動',
  methodOverride: '更新須帶 _method=PUT',

  // booking (docs/requirements.md §5 "Booking"): the rules' texts, shared with the screen
  bookingDateRequired: booking.dateRequired,
  bookingDateFormat: booking.dateFormat,
  bookingDateInPast: booking.dateInPast,
  bookingDateTooFar: booking.dateTooFar,
  bookingStartRequired: booking.startRequired,
  bookingStartNotSlot: booking.startNotSlot,
  bookingStartPast: booking.startPast,
  bookingSlotTaken: booking.slotTaken,
  bookingLimitReached: booking.limitReached,
  bookingNotFound: booking.notFound,
  bookingNotOwner: booking.notOwner,
  bookingStarted: booking.alreadyStarted,
  booked: booking.booked,
  bookingCancelled: booking.cancelled,

  // generic request problems
  pageInvalid: '頁碼須為正整數',
  pageTooDeep: `頁碼不可超過 ${MAX_EVENTS_PAGE}，請改用關鍵字搜尋`,
  searchTooLong: `搜尋字詞不可超過 ${MAX_SEARCH_LENGTH} 個字`,
  idInvalid: 'id 須為正整數',
  unknownField: (field: string) => `不接受的欄位：${field}`,
  invalidField: (field: string) => `${field} 格式錯誤`,
  bodyTooLarge: '請求內容過大',
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
  badJson: '請求內容不是有效的 JSON',
  unsupportedType: (types: string) => `Content-Type 須為 ${types}`,
  bodyRequired: '缺少請求內容',
  multipartInvalid: '請求內容不是有效的 multipart/form-data',
  oneFileOnly: '只能上傳一個圖片檔案',
  andMore: (count: number) => `（另有 ${count} 個錯誤）`,

  // ping
  pong: 'pong',
} as const;
