import { delay, http, HttpResponse, type DefaultBodyType, type StrictRequest } from 'msw';
import { SIGNIN_MESSAGES } from '@folio/rules';
import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  errorMessage,
  eventFormData,
  imageUrl,
  isAbortError,
  isTimeoutError,
  productImageFormData,
  type ApiClient,
} from './client.ts';
import { operationInfo } from '@folio/contract';
import { cancelBooking, cancelTask, createBooking, createTask } from './mutations.ts';
import {
  BASE_URL,
  booking,
  chatConversation,
  chatMessage,
  mailTask,
  slotList,
  event,
  eventList,
  loggedIn,
  MemoryStorage,
  category,
  product,
  productInput,
  productList,
  shop,
  specType,
  unauthenticated,
  url,
  user,
  validationError,
} from './test-utils.ts';
import { mockApiServer } from './test-setup.tsx';

const server = mockApiServer(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Captured = { request: StrictRequest<DefaultBodyType>; body: unknown };

/** Answers `method path` with `status` and `body`, recording the requests it saw. */
function answer(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  status: number,
  body: unknown,
) {
  const seen: Captured[] = [];
  server.use(
    http[method](url(path), async ({ request }) => {
      const text = await request.clone().text();
      const json = request.headers.get('content-type') === 'application/json';
      seen.push({ request, body: json ? (JSON.parse(text) as unknown) : undefined });
      return HttpResponse.json(body as DefaultBodyType, { status });
    }),
  );
  return seen;
}

function client(storage = loggedIn(), onUnauthorized = vi.fn<() => void>()): ApiClient {
  return createApiClient({ baseUrl: BASE_URL, storage, onUnauthorized });
}

interface Case {
  operationId: keyof typeof operationInfo;
  call: (api: ApiClient) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  sent?: unknown;
  ok: { status: number; body: unknown };
  fail: { status: number; body: unknown };
}

const login = { email: 'admin@example.com', password: 'Admin#2024' };
const register = {
  name: '小明',
  email: 'ming@example.com',
  password: 'Secret#123',
  password_confirmation: 'Secret#123',
};
const change = {
  password: 'Secret#123',
  new_password: 'Better#456',
  new_password_confirmation: 'Better#456',
};
const reset = {
  token: 'abc',
  email: 'ming@example.com',
  password: 'Better#456',
  password_confirmation: 'Better#456',
};
const form = {
  name: '夏日音樂祭',
  description: '戶外音樂表演與市集',
  start_time: '2024-07-20 18:00:00',
  end_time: '2024-07-20 22:00:00',
  price: 1200,
};
const verifyParams = {
  path: { id: 12, hash: '5f1b9ab9a4e6e3b7c6a5e2f1d0c9b8a7f6e5d4c3' },
  query: { expires: 1714552800, signature: 'ab'.repeat(32) },
};

const signinStart = { redirect_uri: 'http://localhost/callback', return_to: '/resume' };
const signinStarted = {
  authorization_url: 'https://access.line.me/oauth2/v2.1/authorize?state=s',
  binding: 'b'.repeat(32),
};
const signinCallback = { state: 's', code: 'c', binding: 'b'.repeat(32) };
const signinResult = {
  purpose: 'signin',
  provider: 'line',
  return_to: '/resume',
  access_token: '8|abc',
  user,
  claims: { iss: 'https://access.line.me', sub: 'U1', aud: ['1'], iat: 1, exp: 2 },
};
const linkedProvider = {
  provider: 'line',
  name: 'LINE',
  email: 'ming@example.com',
  linked_at: '2026-11-26T08:00:00.000000Z',
};

const cases: Case[] = [
  {
    operationId: 'login',
    call: (api) => api.POST('/login', { body: login }),
    sent: login,
    ok: { status: 200, body: { access_token: '7|abc', user } },
    fail: { status: 500, body: { message: 'Email 尚未驗證，請先驗證後再登入' } },
  },
  {
    operationId: 'register',
    call: (api) => api.POST('/register', { body: register }),
    sent: register,
    ok: { status: 201, body: { message: 'Registered.' } },
    fail: { status: 422, body: validationError('email', 'The email has already been taken.') },
  },
  {
    operationId: 'checkEmail',
    call: (api) => api.POST('/check-email', { body: { email: 'ming@example.com' } }),
    sent: { email: 'ming@example.com' },
    ok: { status: 200, body: { exists: true } },
    fail: { status: 429, body: { message: 'Too Many Attempts.' } },
  },
  {
    operationId: 'verifyEmail',
    call: (api) => api.GET('/email/verify/{id}/{hash}', { params: verifyParams }),
    ok: { status: 200, body: { message: 'Email verified.' } },
    fail: { status: 403, body: { message: 'Invalid signature.' } },
  },
  {
    operationId: 'checkToken',
    call: (api) => api.GET('/auth/check-token'),
    ok: { status: 200, body: { message: 'Token is valid.', user } },
    fail: { status: 422, body: validationError('token', 'Malformed.') },
  },
  {
    operationId: 'changePassword',
    call: (api) => api.POST('/user/change-password', { body: change }),
    sent: change,
    ok: { status: 200, body: { message: 'Password changed.' } },
    fail: { status: 422, body: validationError('password', 'The password is incorrect.') },
  },
  {
    operationId: 'logout',
    call: (api) => api.POST('/logout'),
    ok: { status: 200, body: { message: 'Logged out.' } },
    fail: { status: 500, body: { message: 'Server Error' } },
  },
  {
    operationId: 'ping',
    call: (api) => api.GET('/ping'),
    ok: { status: 200, body: { status: 'ok', message: 'pong' } },
    fail: { status: 429, body: { message: 'Too Many Attempts.' } },
  },
  {
    operationId: 'resendVerificationEmail',
    call: (api) => api.POST('/resend-verification-email', { body: login }),
    sent: login,
    ok: { status: 200, body: { message: 'Email 已經驗證過了' } },
    fail: {
      status: 422,
      body: validationError('email', 'The provided credentials are incorrect.'),
    },
  },
  {
    operationId: 'forgotPassword',
    call: (api) => api.POST('/forgot-password', { body: { email: 'ming@example.com' } }),
    sent: { email: 'ming@example.com' },
    // The same 200 whether or not an account uses the address; 422 only for a malformed one.
    ok: {
      status: 200,
      body: { message: '若這個 Email 已註冊，重設密碼連結已寄出，請至 Email 收信' },
    },
    fail: { status: 422, body: validationError('email', 'Email 格式錯誤') },
  },
  {
    operationId: 'resetPassword',
    call: (api) => api.POST('/reset-password', { body: reset }),
    sent: reset,
    ok: { status: 200, body: { message: 'Your password has been reset.' } },
    fail: { status: 422, body: validationError('email', 'This password reset token is invalid.') },
  },
  {
    operationId: 'listEvents',
    call: (api) => api.GET('/events', { params: { query: { page: 2, search: '音樂' } } }),
    ok: { status: 200, body: eventList },
    fail: { status: 422, body: validationError('page', 'The page field must be at least 1.') },
  },
  {
    operationId: 'getEvent',
    call: (api) => api.GET('/events/{id}', { params: { path: { id: 42 } } }),
    ok: { status: 200, body: { data: event } },
    fail: { status: 404, body: { message: 'Event not found.' } },
  },
  {
    operationId: 'createEvent',
    call: (api) => api.POST('/events', { body: form }),
    ok: { status: 201, body: { message: 'Event created.', data: event } },
    fail: { status: 422, body: validationError('name', 'The name field is required.') },
  },
  {
    operationId: 'updateEvent',
    call: (api) =>
      api.POST('/events/{id}', {
        params: { path: { id: 42 }, query: { _method: 'PUT' } },
        body: form,
      }),
    ok: { status: 200, body: { message: 'Event updated.', data: event } },
    fail: { status: 404, body: { message: 'Event not found.' } },
  },
  {
    operationId: 'listSlots',
    call: (api) => api.GET('/slots', { params: { query: { date: '2026-11-25' } } }),
    ok: { status: 200, body: slotList },
    fail: { status: 422, body: validationError('date', '日期不可早於今天') },
  },
  {
    operationId: 'listMyBookings',
    call: (api) => api.GET('/bookings'),
    ok: { status: 200, body: { data: [booking] } },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'createBooking',
    call: (api) => createBooking(api, { date: '2026-11-25', start: '13:00' }),
    sent: { date: '2026-11-25', start: '13:00' },
    ok: { status: 201, body: { message: '預約完成', data: booking } },
    fail: { status: 409, body: { message: '這個時段已被預約，請選擇其他時段' } },
  },
  {
    operationId: 'cancelBooking',
    call: (api) => cancelBooking(api, 12),
    ok: { status: 200, body: { message: '預約已取消' } },
    fail: { status: 403, body: { message: '只能取消自己的預約' } },
  },
  {
    operationId: 'listTasks',
    call: (api) => api.GET('/tasks'),
    ok: { status: 200, body: { data: [mailTask()] } },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'createTask',
    call: (api) =>
      createTask(api, { recipients: ['amy@example.com'], subject: '主旨', content: '內容' }),
    sent: { recipients: ['amy@example.com'], subject: '主旨', content: '內容' },
    ok: { status: 201, body: { message: '任務已建立', data: mailTask('waiting', 0) } },
    fail: { status: 409, body: { message: '進行中的任務最多 5 個，請等其他任務結束' } },
  },
  {
    operationId: 'getTask',
    call: (api) => api.GET('/tasks/{id}', { params: { path: { id: 3 } } }),
    ok: { status: 200, body: { data: mailTask('done', 2) } },
    fail: { status: 404, body: { message: '找不到這個任務' } },
  },
  {
    operationId: 'cancelTask',
    call: (api) => cancelTask(api, 3),
    ok: { status: 200, body: { message: '任務已取消', data: mailTask('cancelled') } },
    fail: { status: 409, body: { message: '任務已結束，無法取消' } },
  },
  {
    operationId: 'listShops',
    call: (api) => api.GET('/shops'),
    ok: { status: 200, body: { data: [shop] } },
    fail: { status: 500, body: { message: '伺服器發生錯誤，請稍後再試' } },
  },
  {
    operationId: 'listCategories',
    call: (api) =>
      api.GET('/shops/{company_flag}/categories', { params: { path: { company_flag: 'folio' } } }),
    ok: { status: 200, body: { data: [category] } },
    fail: { status: 404, body: { message: '找不到這個商店' } },
  },
  {
    operationId: 'listSpecTypes',
    call: (api) => api.GET('/spec-types'),
    ok: { status: 200, body: { data: [specType] } },
    fail: { status: 500, body: { message: '伺服器發生錯誤，請稍後再試' } },
  },
  {
    operationId: 'listProducts',
    call: (api) =>
      api.GET('/products', {
        params: { query: { company_flag: 'folio', category: 1, sort: 'price_asc', page: 2 } },
      }),
    ok: { status: 200, body: productList },
    fail: { status: 422, body: validationError('category', '找不到這個分類') },
  },
  {
    operationId: 'getProduct',
    call: (api) => api.GET('/products/{id}', { params: { path: { id: 14 } } }),
    ok: { status: 200, body: { data: product } },
    fail: { status: 404, body: { message: '找不到這個商品' } },
  },
  {
    operationId: 'createCategory',
    call: (api) =>
      api.POST('/manage/shops/{company_flag}/categories', {
        params: { path: { company_flag: 'folio' } },
        body: { name: '包袋', parent_id: 1 },
      }),
    sent: { name: '包袋', parent_id: 1 },
    ok: { status: 201, body: { message: '分類已建立', data: category } },
    fail: { status: 403, body: { message: '只有管理員可以管理商店' } },
  },
  {
    operationId: 'updateCategory',
    call: (api) =>
      api.PATCH('/manage/shops/{company_flag}/categories/{id}', {
        params: { path: { company_flag: 'folio', id: 3 } },
        body: { parent_id: 4, position: 0 },
      }),
    sent: { parent_id: 4, position: 0 },
    ok: { status: 200, body: { message: '分類已更新', data: category } },
    fail: { status: 422, body: validationError('parent_id', '分類最多 3 層') },
  },
  {
    operationId: 'deleteCategory',
    call: (api) =>
      api.DELETE('/manage/shops/{company_flag}/categories/{id}', {
        params: { path: { company_flag: 'folio', id: 3 }, query: { move_products_to: 4 } },
      }),
    ok: { status: 200, body: { message: '分類已刪除' } },
    fail: { status: 409, body: { message: '分類「包袋」還有 2 項商品，請先移到其他分類' } },
  },
  {
    operationId: 'createSpecType',
    call: (api) =>
      api.POST('/manage/spec-types', { body: { name: '顏色', values: [{ name: '黑' }] } }),
    sent: { name: '顏色', values: [{ name: '黑' }] },
    ok: { status: 201, body: { message: '規格已建立', data: specType } },
    fail: { status: 422, body: validationError('name', '已有同名的規格') },
  },
  {
    operationId: 'updateSpecType',
    call: (api) =>
      api.PUT('/manage/spec-types/{id}', {
        params: { path: { id: 1 } },
        body: { name: '顏色', values: [{ id: 1, name: '黑' }], version: 1 },
      }),
    sent: { name: '顏色', values: [{ id: 1, name: '黑' }], version: 1 },
    ok: { status: 200, body: { message: '規格已更新', data: specType } },
    fail: {
      status: 409,
      body: {
        message: '「燕麥」仍被商品使用，無法刪除：經典帆布托特包',
        products: [{ id: 14, name: '經典帆布托特包' }],
        total: 1,
      },
    },
  },
  {
    operationId: 'deleteSpecType',
    call: (api) => api.DELETE('/manage/spec-types/{id}', { params: { path: { id: 1 } } }),
    ok: { status: 200, body: { message: '規格已刪除' } },
    fail: { status: 404, body: { message: '找不到這個規格' } },
  },
  {
    operationId: 'listManagedProducts',
    call: (api) => api.GET('/manage/products', { params: { query: { status: 'draft' } } }),
    ok: { status: 200, body: productList },
    fail: { status: 403, body: { message: '只有管理員可以管理商店' } },
  },
  {
    operationId: 'createProduct',
    call: (api) => api.POST('/manage/products', { body: productInput }),
    sent: productInput,
    ok: { status: 201, body: { message: '商品已建立', data: product } },
    fail: {
      status: 422,
      body: validationError('variants.1.price', '價格須為 1 至 1,000,000 的整數'),
    },
  },
  {
    operationId: 'getManagedProduct',
    call: (api) => api.GET('/manage/products/{id}', { params: { path: { id: 14 } } }),
    ok: { status: 200, body: { data: product } },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'updateProduct',
    call: (api) =>
      api.PUT('/manage/products/{id}', {
        params: { path: { id: 14 } },
        body: { ...productInput, version: 3 },
      }),
    sent: { ...productInput, version: 3 },
    ok: { status: 200, body: { message: '商品已更新', data: product } },
    fail: { status: 409, body: { message: '這個商品已被其他人修改，請重新載入後再儲存' } },
  },
  {
    operationId: 'deleteProduct',
    call: (api) => api.DELETE('/manage/products/{id}', { params: { path: { id: 14 } } }),
    ok: { status: 200, body: { message: '商品已刪除' } },
    fail: { status: 404, body: { message: '找不到這個商品' } },
  },
  {
    operationId: 'uploadProductImage',
    call: (api) =>
      api.POST('/manage/product-images', {
        body: { image: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) },
      }),
    ok: { status: 201, body: { message: '圖片已上傳', data: product.images[0] } },
    fail: { status: 422, body: validationError('image', '圖片須為 PNG、JPEG、WebP 或 GIF') },
  },
  {
    operationId: 'listSigninProviders',
    call: (api) => api.GET('/signin/providers'),
    ok: { status: 200, body: { data: [{ id: 'line', name: 'LINE' }] } },
    fail: { status: 429, body: { message: '嘗試次數過多，請稍後再試' } },
  },
  {
    operationId: 'startSignin',
    call: (api) =>
      api.POST('/signin/providers/{provider}', {
        params: { path: { provider: 'line' } },
        body: signinStart,
      }),
    sent: signinStart,
    ok: { status: 200, body: signinStarted },
    fail: { status: 503, body: { message: SIGNIN_MESSAGES.providerDown } },
  },
  {
    operationId: 'finishSignin',
    call: (api) => api.POST('/signin/callback', { body: signinCallback }),
    sent: signinCallback,
    ok: { status: 200, body: signinResult },
    fail: { status: 403, body: { message: SIGNIN_MESSAGES.otherBrowser } },
  },
  {
    operationId: 'listLinkedProviders',
    call: (api) => api.GET('/user/providers'),
    ok: { status: 200, body: { data: [linkedProvider], has_password: false } },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'startLink',
    call: (api) =>
      api.POST('/user/providers/{provider}', {
        params: { path: { provider: 'google' } },
        body: signinStart,
      }),
    sent: signinStart,
    ok: { status: 200, body: signinStarted },
    fail: { status: 409, body: { message: SIGNIN_MESSAGES.alreadyLinked } },
  },
  {
    operationId: 'unlinkProvider',
    call: (api) =>
      api.DELETE('/user/providers/{provider}', { params: { path: { provider: 'line' } } }),
    ok: { status: 200, body: { message: SIGNIN_MESSAGES.unlinked } },
    fail: { status: 409, body: { message: SIGNIN_MESSAGES.lastWay } },
  },
  {
    operationId: 'startChatConversation',
    call: (api) => api.POST('/chat/conversations'),
    ok: { status: 201, body: { data: chatConversation() } },
    fail: { status: 429, body: { message: '開始對話的次數過多，請稍後再試' } },
  },
  {
    operationId: 'listChatConversations',
    call: (api) => api.GET('/chat/conversations'),
    ok: { status: 200, body: { data: [chatConversation()] } },
    fail: { status: 401, body: unauthenticated },
  },
  {
    operationId: 'getChatConversation',
    call: (api) => api.GET('/chat/conversations/{id}', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: { data: chatConversation() } },
    fail: { status: 403, body: { message: '只能查看自己的對話' } },
  },
  {
    operationId: 'listChatMessages',
    call: (api) =>
      api.GET('/chat/conversations/{id}/messages', {
        params: { path: { id: 12 }, query: { after: 40 } },
      }),
    ok: { status: 200, body: { data: [chatMessage()], has_more: false } },
    fail: { status: 404, body: { message: '找不到這個對話' } },
  },
  {
    operationId: 'sendChatMessage',
    call: (api) =>
      api.POST('/chat/conversations/{id}/messages', {
        params: { path: { id: 12 } },
        body: { body: '請問可以退貨嗎？', client_id: 'c-1' },
      }),
    sent: { body: '請問可以退貨嗎？', client_id: 'c-1' },
    ok: { status: 201, body: { data: chatMessage(), replies: [chatMessage('assistant', 42)] } },
    fail: { status: 429, body: { message: '訊息傳送太頻繁，請稍後再試' } },
  },
  {
    operationId: 'streamChatConversation',
    call: (api) => api.GET('/chat/conversations/{id}/events', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: 'event: ready\ndata: {}\n\n' },
    fail: { status: 429, body: { message: '連線次數過多，請稍後再試' } },
  },
  {
    operationId: 'sendChatTyping',
    call: (api) => api.POST('/chat/conversations/{id}/typing', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: {} },
    fail: { status: 409, body: { message: '對話已結束，請開始新的對話' } },
  },
  {
    operationId: 'markChatRead',
    call: (api) =>
      api.POST('/chat/conversations/{id}/read', {
        params: { path: { id: 12 } },
        body: { last_read_id: 42 },
      }),
    sent: { last_read_id: 42 },
    ok: { status: 200, body: { data: chatConversation('agent') } },
    fail: { status: 422, body: validationError('last_read_id', 'last_read_id 須為 0 以上的整數') },
  },
  {
    operationId: 'requestChatAgent',
    call: (api) => api.POST('/chat/conversations/{id}/handoff', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: { data: chatConversation('waiting') } },
    fail: { status: 409, body: { message: '對話已結束，請開始新的對話' } },
  },
  {
    operationId: 'takeOverChatConversation',
    call: (api) => api.POST('/chat/conversations/{id}/takeover', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: { data: chatConversation('agent') } },
    fail: { status: 409, body: { message: '這個對話已由其他客服人員接手' } },
  },
  {
    operationId: 'closeChatConversation',
    call: (api) => api.POST('/chat/conversations/{id}/close', { params: { path: { id: 12 } } }),
    ok: { status: 200, body: { data: chatConversation('closed') } },
    fail: { status: 403, body: { message: '只能查看自己的對話' } },
  },
  {
    operationId: 'rateChatConversation',
    call: (api) =>
      api.POST('/chat/conversations/{id}/rating', {
        params: { path: { id: 12 } },
        body: { score: 5 },
      }),
    sent: { score: 5 },
    ok: { status: 200, body: { data: chatConversation('closed') } },
    fail: { status: 409, body: { message: '對話結束後才能評分' } },
  },
  {
    operationId: 'listChatInbox',
    call: (api) => api.GET('/chat/inbox', { params: { query: { status: 'waiting' } } }),
    ok: {
      status: 200,
      body: {
        data: [chatConversation('waiting')],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        counts: { waiting: 1, mine: 0 },
      },
    },
    fail: { status: 403, body: { message: '只有管理員可以使用客服收件匣' } },
  },
  {
    operationId: 'streamChatInbox',
    call: (api) => api.GET('/chat/inbox/events'),
    ok: { status: 200, body: 'event: ready\ndata: {}\n\n' },
    fail: { status: 401, body: unauthenticated },
  },
];

describe('every operation', () => {
  it('has a test case', () => {
    expect(cases.map((c) => c.operationId).sort()).toEqual(Object.keys(operationInfo).sort());
  });

  describe.each(cases)('$operationId', ({ operationId, call, sent, ok, fail }) => {
    const op = operationInfo[operationId];
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

    it(`returns the ${ok.status} body as data`, async () => {
      const seen = answer(method, op.path, ok.status, ok.body);
      const result = await call(client());
      expect(result.error).toBeUndefined();
      expect(result.data).toEqual(ok.body);
      expect(result.response.status).toBe(ok.status);
      expect(seen).toHaveLength(1);
      const [{ request, body }] = seen as [Captured];
      expect(request.method).toBe(op.method);
      expect(request.headers.get('accept')).toBe('application/json');
      if (sent !== undefined) {
        expect(request.headers.get('content-type')).toBe('application/json');
        expect(body).toEqual(sent);
      }
      if (op.secured) expect(request.headers.get('authorization')).toBe('Bearer 7|secret');
      else expect(request.headers.has('authorization')).toBe(false);
    });

    it(`returns the ${fail.status} body as error`, async () => {
      answer(method, op.path, fail.status, fail.body);
      const result = await call(client());
      expect(result.data).toBeUndefined();
      expect(result.error).toEqual(fail.body);
      expect(result.response.status).toBe(fail.status);
      expect(errorMessage(result.error, 'fallback')).toBe(
        (fail.body as { message: string }).message,
      );
    });
  });
});

describe('request details', () => {
  it('serialises the events list query', async () => {
    const seen = answer('get', '/events', 200, eventList);
    await client().GET('/events', { params: { query: { page: 3, search: '音樂 祭' } } });
    const requested = new URL((seen[0] as Captured).request.url);
    expect(requested.pathname).toBe('/api/events');
    expect(requested.searchParams.get('page')).toBe('3');
    expect(requested.searchParams.get('search')).toBe('音樂 祭');
  });

  it('sends the verification link parameters', async () => {
    const seen = answer('get', '/email/verify/{id}/{hash}', 200, { message: 'ok' });
    await client(new MemoryStorage()).GET('/email/verify/{id}/{hash}', { params: verifyParams });
    const requested = new URL((seen[0] as Captured).request.url);
    expect(requested.pathname).toBe(`/api/email/verify/12/${verifyParams.path.hash}`);
    expect(requested.searchParams.get('expires')).toBe('1714552800');
    expect(requested.searchParams.get('signature')).toBe(verifyParams.query.signature);
  });

  it('posts the update to /events/{id}?_method=PUT', async () => {
    const seen = answer('post', '/events/{id}', 200, { message: 'Event updated.', data: event });
    await client().POST('/events/{id}', {
      params: { path: { id: 42 }, query: { _method: 'PUT' } },
      body: form,
    });
    const requested = new URL((seen[0] as Captured).request.url);
    expect(requested.pathname).toBe('/api/events/42');
    expect(requested.search).toBe('?_method=PUT');
  });

  it('never sends a token on public calls, even one given by the caller', async () => {
    const seen = answer('get', '/events', 200, eventList);
    await client().GET('/events', { headers: { Authorization: 'Bearer leaked' } });
    expect((seen[0] as Captured).request.headers.has('authorization')).toBe(false);
  });

  it('sends no Authorization header on a secured call when logged out', async () => {
    const seen = answer('get', '/auth/check-token', 401, unauthenticated);
    await client(new MemoryStorage()).GET('/auth/check-token');
    expect((seen[0] as Captured).request.headers.has('authorization')).toBe(false);
  });

  it('reads the token at call time', async () => {
    const storage = new MemoryStorage();
    const api = client(storage);
    const seen = answer('post', '/logout', 200, { message: 'Logged out.' });
    storage.setItem('access_token', '9|fresh');
    storage.setItem('user', JSON.stringify(user));
    await api.POST('/logout');
    expect((seen[0] as Captured).request.headers.get('authorization')).toBe('Bearer 9|fresh');
  });
});

describe('multipart event form', () => {
  async function captureForm(call: (api: ApiClient) => Promise<unknown>, path: string) {
    let fields: [string, FormDataEntryValue][] = [];
    let contentType: string | null = null;
    server.use(
      http.post(url(path), async ({ request }) => {
        contentType = request.headers.get('content-type');
        fields = [...(await request.formData()).entries()];
        return HttpResponse.json({ message: 'ok', data: event }, { status: 201 });
      }),
    );
    await call(client());
    return { fields, contentType: contentType as string | null };
  }

  it('sends exactly the text fields, price as a string, and no image_path without a file', async () => {
    const { fields, contentType } = await captureForm(
      (api) => api.POST('/events', { body: form }),
      '/events',
    );
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual([
      ['name', '夏日音樂祭'],
      ['description', '戶外音樂表演與市集'],
      ['start_time', '2024-07-20 18:00:00'],
      ['end_time', '2024-07-20 22:00:00'],
      ['price', '1200'],
    ]);
  });

  it("sends price '' when it is empty", async () => {
    const { fields } = await captureForm(
      (api) =>
        api.POST('/events/{id}', {
          params: { path: { id: 42 }, query: { _method: 'PUT' } },
          body: { ...form, price: '' },
        }),
      '/events/{id}',
    );
    expect(fields.map(([name]) => name)).toEqual([
      'name',
      'description',
      'start_time',
      'end_time',
      'price',
    ]);
    expect(fields).toContainEqual(['price', '']);
  });

  it('sends image_path when a file is given', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'poster.png', {
      type: 'image/png',
    });
    const { fields } = await captureForm(
      (api) => api.POST('/events', { body: { ...form, image_path: file } }),
      '/events',
    );
    expect(fields.map(([name]) => name)).toEqual([
      'name',
      'description',
      'start_time',
      'end_time',
      'price',
      'image_path',
    ]);
    const image = fields[5]?.[1] as File;
    expect(image.name).toBe('poster.png');
    expect(image.type).toBe('image/png');
    expect(image.size).toBe(4);
  });

  it("eventFormData turns a null price into '' and ignores a non-file image", () => {
    const data = eventFormData({ ...form, price: null, image_path: null });
    expect([...data.entries()]).toEqual([
      ['name', form.name],
      ['description', form.description],
      ['start_time', form.start_time],
      ['end_time', form.end_time],
      ['price', ''],
    ]);
  });

  it('sends a product image as the one multipart field image', async () => {
    const server = answer('post', '/manage/product-images', 201, { message: '圖片已上傳' });
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'tote.png', { type: 'image/png' });
    await client().POST('/manage/product-images', { body: { image } });
    const request = (server[0] as Captured).request;
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const fields = [...(await request.formData()).entries()];
    expect(fields.map(([name]) => name)).toEqual(['image']);
    expect((fields[0]?.[1] as File).name).toBe('tote.png');
    expect([...productImageFormData({ image }).keys()]).toEqual(['image']);
  });

  it('keeps JSON for the other POST operations', async () => {
    const seen = answer('post', '/login', 200, { access_token: '7|abc', user });
    await client().POST('/login', { body: login });
    expect((seen[0] as Captured).request.headers.get('content-type')).toBe('application/json');
  });
});

describe('time-out', () => {
  /** AbortSignal.timeout runs on Node's internal timers; route it through the faked setTimeout. */
  function fakeTimeoutSignal() {
    vi.useFakeTimers();
    return vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
  }

  function hang(path: string) {
    server.use(
      http.get(url(path), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  }

  it('aborts a call after 10 000 ms, not before', async () => {
    const timeoutSpy = fakeTimeoutSignal();
    hang('/ping');
    let outcome: unknown = 'pending';
    client()
      .GET('/ping')
      .then(
        () => (outcome = 'resolved'),
        (error: unknown) => (outcome = error),
      );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(isTimeoutError(outcome)).toBe(true);
    expect(isAbortError(outcome)).toBe(true);
    expect(timeoutSpy).toHaveBeenCalledWith(10_000);
    expect(errorMessage(outcome, '登入失敗，請稍後再試')).toBe('登入失敗，請稍後再試');
  });

  it('uses the configured timeoutMs', async () => {
    fakeTimeoutSignal();
    hang('/events');
    const api = createApiClient({ baseUrl: BASE_URL, storage: null, timeoutMs: 500 });
    const result = api.GET('/events');
    const assertion = expect(result).rejects.toSatisfy(isTimeoutError);
    await vi.advanceTimersByTimeAsync(500);
    await assertion;
  });

  it('still honours the caller’s own signal', async () => {
    hang('/ping');
    const controller = new AbortController();
    const result = client().GET('/ping', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toSatisfy(
      (error: unknown) => isAbortError(error) && !isTimeoutError(error),
    );
  });

  it('works with the real AbortSignal.timeout', async () => {
    hang('/ping');
    const api = createApiClient({ baseUrl: BASE_URL, storage: null, timeoutMs: 20 });
    await expect(api.GET('/ping')).rejects.toSatisfy(isTimeoutError);
  });
});

describe('401 handling', () => {
  it('clears the session and calls back once for three concurrent failing calls', async () => {
    const storage = loggedIn();
    const onUnauthorized = vi.fn<() => void>();
    const api = client(storage, onUnauthorized);
    answer('get', '/auth/check-token', 401, unauthenticated);
    answer('post', '/logout', 401, unauthenticated);
    answer('post', '/user/change-password', 401, unauthenticated);

    const results = await Promise.all([
      api.GET('/auth/check-token'),
      api.POST('/logout'),
      api.POST('/user/change-password', { body: change }),
    ]);

    expect(results.map((r) => r.response.status)).toEqual([401, 401, 401]);
    expect(results.map((r) => r.error)).toEqual([
      unauthenticated,
      unauthenticated,
      unauthenticated,
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('saved_email')).toBe(user.email);
  });

  it('calls back once for concurrent secured calls sent while logged out', async () => {
    const onUnauthorized = vi.fn<() => void>();
    const api = client(new MemoryStorage(), onUnauthorized);
    answer('get', '/auth/check-token', 401, unauthenticated);
    await Promise.all([
      api.GET('/auth/check-token'),
      api.GET('/auth/check-token'),
      api.GET('/auth/check-token'),
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not call back for a chat visitor's 401 (no session to end)", async () => {
    const onUnauthorized = vi.fn<() => void>();
    const api = client(new MemoryStorage(), onUnauthorized);
    answer('post', '/chat/conversations', 401, { message: 'Unauthenticated.' });
    const res = await api.POST('/chat/conversations', { headers: { 'X-Chat-Visitor': 'stale' } });
    expect(res.response.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls back again for a later call, after a new login', async () => {
    const storage = loggedIn('1|first');
    const onUnauthorized = vi.fn<() => void>();
    const api = client(storage, onUnauthorized);
    answer('get', '/auth/check-token', 401, unauthenticated);

    await api.GET('/auth/check-token');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    storage.setItem('access_token', '2|second');
    storage.setItem('user', JSON.stringify(user));
    await api.GET('/auth/check-token');
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('ignores a late 401 for a token that was replaced meanwhile', async () => {
    const storage = loggedIn('1|old');
    const onUnauthorized = vi.fn<() => void>();
    const api = client(storage, onUnauthorized);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = false;
    server.use(
      http.get(url('/auth/check-token'), async () => {
        arrived = true;
        await gate;
        return HttpResponse.json(unauthenticated, { status: 401 });
      }),
    );

    const pending = api.GET('/auth/check-token');
    await vi.waitFor(() => expect(arrived).toBe(true));
    storage.setItem('access_token', '2|new');
    release();
    await pending;

    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('access_token')).toBe('2|new');
  });

  it('leaves the session alone on a 401 from a public operation', async () => {
    const storage = loggedIn();
    const onUnauthorized = vi.fn<() => void>();
    answer('get', '/events', 401, unauthenticated);
    await client(storage, onUnauthorized).GET('/events');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('access_token')).toBe('7|secret');
  });

  it('leaves the session alone on other errors', async () => {
    const storage = loggedIn();
    const onUnauthorized = vi.fn<() => void>();
    answer('post', '/logout', 500, { message: 'Server Error' });
    await client(storage, onUnauthorized).POST('/logout');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('access_token')).toBe('7|secret');
  });
});

describe('helpers', () => {
  it('errorMessage prefers a non-empty server message', () => {
    expect(errorMessage({ message: '寄送失敗了' }, '寄送失敗')).toBe('寄送失敗了');
    expect(errorMessage({ message: '  ' }, '寄送失敗')).toBe('寄送失敗');
    expect(errorMessage({ errors: {} }, '寄送失敗')).toBe('寄送失敗');
    expect(errorMessage('Bad Gateway', '寄送失敗')).toBe('寄送失敗');
    expect(errorMessage(undefined, '寄送失敗')).toBe('寄送失敗');
    expect(errorMessage(new TypeError('fetch failed'), '寄送失敗')).toBe('寄送失敗');
  });

  it('imageUrl joins the storage root and image_path', () => {
    expect(imageUrl('events/a.jpg')).toBe('/storage/events/a.jpg');
    expect(imageUrl('/events/a.jpg', 'https://cdn.test/storage/')).toBe(
      'https://cdn.test/storage/events/a.jpg',
    );
    expect(imageUrl(null)).toBeNull();
  });

  it('a network failure rejects', async () => {
    server.use(http.get(url('/ping'), () => HttpResponse.error()));
    await expect(client().GET('/ping')).rejects.toThrow(TypeError);
  });
});
