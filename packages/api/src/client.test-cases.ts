import type { ApiClient } from './client.ts';
import type { operationInfo } from '@folio/contract';
import { cancelBooking, cancelTask, createBooking, createTask } from './mutations.ts';
import {
  booking,
  mailTask,
  slotList,
  event,
  eventList,
  category,
  product,
  productInput,
  productList,
  shop,
  specType,
  unauthenticated,
  user,
  validationError,
} from './test-utils.ts';

/** A case for every operation of the contract (client.test.ts), and the bodies they send. */

export interface Case {
  operationId: keyof typeof operationInfo;
  call: (api: ApiClient) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  sent?: unknown;
  ok: { status: number; body: unknown };
  fail: { status: number; body: unknown };
}

export const login = { email: 'admin@example.com', password: 'Admin#2024' };
const register = {
  name: '小明',
  email: 'ming@example.com',
  password: 'Secret#123',
  password_confirmation: 'Secret#123',
};
export const change = {
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
export const form = {
  name: '夏日音樂祭',
  description: '戶外音樂表演與市集',
  start_time: '2024-07-20 18:00:00',
  end_time: '2024-07-20 22:00:00',
  price: 1200,
};
export const verifyParams = {
  path: { id: 12, hash: '5f1b9ab9a4e6e3b7c6a5e2f1d0c9b8a7f6e5d4c3' },
  query: { expires: 1714552800, signature: 'ab'.repeat(32) },
};

export const cases: Case[] = [
  {
    operationId: 'login',
    call: (api) => api.POST('/login', { body: login }),
    sent: login,
    ok: { status: 200, body: { access_token: '7|abc', user } },
    fail: { status: 500, body: { message: 'Email 尚未驗證，請先驗證後再登入' } },
  },
  {
    operationId: 'requestLoginLink',
    call: (api) => api.POST('/login-link', { body: { email: login.email } }),
    sent: { email: login.email },
    ok: { status: 200, body: { message: 'sent' } },
    fail: { status: 429, body: { message: 'too many' } },
  },
  {
    operationId: 'loginWithLink',
    call: (api) => api.POST('/login-link/login', { body: { token: 'abc' } }),
    sent: { token: 'abc' },
    ok: { status: 200, body: { access_token: '7|abc', user } },
    fail: { status: 422, body: validationError('token', 'invalid') },
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
    operationId: 'checkLiveness',
    call: (api) => api.GET('/health/live'),
    ok: { status: 200, body: { status: 'ok' } },
    fail: { status: 503, body: { message: '服務暫時無法使用，請稍後再試' } },
  },
  {
    operationId: 'checkReadiness',
    call: (api) => api.GET('/health/ready'),
    ok: { status: 200, body: { status: 'ok' } },
    fail: { status: 503, body: { message: '服務暫時無法使用，請稍後再試' } },
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
    call: (api) =>
      createBooking(api, {
        date: '2026-11-25',
        start: '13:00',
        topic: '網站開發諮詢',
        note: '金流',
      }),
    sent: { date: '2026-11-25', start: '13:00', topic: '網站開發諮詢', note: '金流' },
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
];
