/**
 * The problems of a 422 body's `message` line (openapi.yaml "Validation messages"): the first
 * message of one field (the order of the fields is left unspecified), followed by `andMore` with
 * N for the count of the other messages when there are any (`（另有 5 個錯誤）`; Laravel's English
 * "(and 5 more errors)" is not the contract's).
 */
export function validationMessageProblems(
  body: Record<string, unknown>,
  andMore: string,
): string[] {
  const { message, errors } = body;
  if (typeof message !== 'string' || !errors || typeof errors !== 'object') return [];
  const lists = Object.values(errors as Record<string, unknown>).filter(Array.isArray);
  const all = lists.flat().filter((m): m is string => typeof m === 'string');
  if (all.length === 0) return [];
  const more = all.length - 1;
  const tail = more > 0 ? andMore.replace(/\bN\b/, String(more)) : '';
  const firsts = new Set(lists.map((list) => String(list[0])));
  const opens = [...firsts].some((first) => message === `${first}${tail}`);
  if (opens) return [];
  const example = `${String(lists[0]?.[0])}${tail}`;
  return [
    `422 message is ${JSON.stringify(message)}, expected the first message of a field` +
      (more > 0 ? ` followed by "${tail}"` : '') +
      ` (e.g. ${JSON.stringify(example)})`,
  ];
}
