/**
 * A reader of Server-Sent Events (the chat's live channels, docs/adr/0032-live-chat.md): text in,
 * events out, as the HTML standard's event-stream parsing says, for a stream read with `fetch`
 * (`EventSource` cannot send the chat's tokens). Pure: feed it the decoded chunks in order.
 */

/** One event: its type (`message` when none is named), its id if it had one, its data text. */
export interface StreamEvent {
  event: string;
  id: string | null;
  data: string;
}

/** Returns a function that takes the next chunk of text and gives the events it completed. */
export function eventStreamParser(): (chunk: string) => StreamEvent[] {
  let buffer = '';
  let event = '';
  let id: string | null = null;
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece may be an unfinished line (a lone \r at the end may still be a \r\n).
    buffer = lines.pop() ?? '';
    const events: StreamEvent[] = [];
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) events.push({ event: event || 'message', id, data: data.join('\n') });
        event = '';
        id = null;
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) id = value;
    }
    return events;
  };
}
