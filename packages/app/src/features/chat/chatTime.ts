/** A message's or conversation's time as the chat shows it: `HH:mm`, Asia/Taipei. */
const clock = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const chatTime = (iso: string) => clock.format(new Date(iso));
