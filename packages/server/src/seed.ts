import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashPassword } from './crypto.ts';
import { DEMO_ADMIN, mulberry32 } from '@folio/rules';
import { gradientPng, type Rgb } from './images.ts';
import type { EventInput } from './store/events.ts';
import type { Store } from './store/index.ts';

const PLACES = [
  '台北',
  '新竹',
  '台中',
  '台南',
  '高雄',
  '花蓮',
  '宜蘭',
  '台東',
  '基隆',
  '嘉義',
  '屏東',
  '澎湖',
];
const SEASONS = ['春季', '夏日', '秋季', '冬季', '週末', '夜間', '年度', '親子', '青年', '社區'];
const KINDS: { name: string; about: string; english?: boolean }[] = [
  { name: '音樂祭', about: '戶外舞台與在地樂團輪番演出，現場也有市集與餐車。' },
  { name: '讀書會', about: '每月一本好書，一起分享心得與延伸閱讀。' },
  { name: '手作市集', about: '上百攤創作者的手作小物、插畫與選物。' },
  { name: '城市路跑', about: '五公里與十公里兩種組別，沿途設有補給站。' },
  { name: '程式工作坊', about: '從零開始動手寫網頁，附上完整教材與範例。' },
  { name: '攝影散步', about: '跟著攝影師走讀老街，練習構圖與光線。' },
  { name: '美食節', about: '集合各地小吃與甜點，邊吃邊聽街頭表演。' },
  { name: '電影之夜', about: '露天放映經典電影，請自備野餐墊。' },
  { name: '咖啡講座', about: '認識產區與烘焙，現場杯測三款咖啡豆。' },
  { name: '瑜伽課', about: '適合初學者的伸展與呼吸練習，請穿著輕便服裝。' },
  {
    name: ' Design Meetup',
    about: 'Talks on UI design systems, followed by open networking.',
    english: true,
  },
  {
    name: ' Tech Talk',
    about: 'Lightning talks about web performance and accessibility.',
    english: true,
  },
];
const EXTRAS = [
  '名額有限，請提早報名。',
  '雨天備案改至室內場地。',
  '現場提供免費飲水。',
  '歡迎攜家帶眷參加。',
  '',
];

const COLOURS: Rgb[] = [
  [244, 114, 182],
  [251, 146, 60],
  [250, 204, 21],
  [74, 222, 128],
  [45, 212, 191],
  [56, 189, 248],
  [129, 140, 248],
  [192, 132, 252],
  [248, 113, 113],
  [163, 230, 53],
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `count` plausible events (names, descriptions, times in 2025–2026, prices or none), the same for
 * the same seed. Used by the first-start seed and by the benchmark's 100 000 rows.
 */
export function generateEvents(count: number, seed = 2024): EventInput[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const events: EventInput[] = [];
  for (let i = 0; i < count; i++) {
    const kind = pick(KINDS);
    const place = pick(PLACES);
    const start = new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 730) * 86_400_000);
    const hour = 9 + Math.floor(random() * 11);
    const minutes = random() < 0.5 ? 0 : 30;
    const day = `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-${pad(start.getUTCDate())}`;
    const length = 1 + Math.floor(random() * 4);
    events.push({
      name: `${place}${pick(SEASONS)}${kind.name}`,
      description: kind.english
        ? `${kind.about} Venue: ${place}.`
        : `${kind.about}${pick(EXTRAS)}地點：${place}。`,
      start_time: `${day} ${pad(hour)}:${pad(minutes)}:00`,
      end_time: `${day} ${pad(Math.min(23, hour + length))}:${pad(minutes)}:00`,
      price: random() < 0.25 ? null : Math.round(random() * 30) * 50,
    });
  }
  return events;
}

/** The seed image of event number `i`: a gradient PNG between two of the palette's colours. */
export function seedImage(i: number): Buffer {
  const from = COLOURS[i % COLOURS.length] as Rgb;
  const to = COLOURS[(i * 3 + 4) % COLOURS.length] as Rgb;
  return gradientPng(480, 270, from, to, 3 + (i % 5));
}

const SEED_EVENT_COUNT = 48;

/**
 * Fills a new database: `events` events, each with its own generated image under storage/events/,
 * and the `admin` account (verified) unless it is null. Runs once: a `seeded_at` mark in the meta
 * table.
 */
export async function seed(
  store: Store,
  storageDir: string,
  {
    events = SEED_EVENT_COUNT,
    admin = DEMO_ADMIN,
  }: { events?: number; admin?: { name: string; email: string; password: string } | null } = {},
) {
  if (await store.meta.get('seeded_at')) return false;
  const eventsDir = path.join(storageDir, 'events');
  await mkdir(eventsDir, { recursive: true });
  const rows = generateEvents(events);
  for (const [i, row] of rows.entries()) {
    const file = `seed-${String(i + 1).padStart(3, '0')}.png`;
    await writeFile(path.join(eventsDir, file), seedImage(i));
    row.image_path = `events/${file}`;
  }
  return store.seedOnce({
    admin: admin && {
      name: admin.name,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
    },
    events: rows,
  });
}
