import { describe, expect, it } from 'vitest';
import { Contract } from '../src/contract.ts';
import { groupKey, Report, verdictOf } from '../src/report.ts';
import { validationMessageProblems } from '../src/validation.ts';

describe('verdicts', () => {
  it('conform only when checks of the operation ran and none was left out', () => {
    const report = new Report(['a', 'b', 'c', 'd']);
    report.pass('a', 'one');
    report.pass('b', 'no token');
    report.unreachable('b', 'journey', 'no token (login failed)');
    report.deviate('d', 'one', 'expected 200, got 500');
    expect(['a', 'b', 'c', 'd'].map((id) => verdictOf(report.entry(id)))).toEqual([
      'conforms',
      'could not run',
      'could not run',
      'deviates',
    ]);
    const text = report.format();
    expect(text).toContain('✔ a: conforms (1 check ran)');
    expect(text).toContain(
      '? b: could not run (1 check ran and conformed)\n    ? journey: no token (login failed)',
    );
    // No step sent it, and the report says so instead of a bare "not reachable".
    expect(text).toContain('? c: could not run\n    ? no step of the check sends this operation');
    expect(text).toContain('1 conform, 1 deviate, 2 could not run');
  });

  it('print one block for operations that could not run for one reason', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const report = new Report(ids);
    for (const id of ids.slice(0, 3)) report.unreachable(id, 'every check', 'no answer');
    report.pass('d', 'one');
    expect(report.format()).toBe(
      '? 3 operations could not run: every check: no answer\n    a, b, c\n✔ d: conforms (1 check ran)\n\n1 conform, 0 deviate, 3 could not run',
    );
  });

  it('print each hint once, at the top', () => {
    const report = new Report(['a']);
    report.hint('did you mean /api?');
    report.hint('did you mean /api?');
    expect(report.format().split('\n').slice(0, 2)).toEqual(['! did you mean /api?', '']);
  });
});

describe('grouping', () => {
  it('writes list indices as *', () => {
    expect(groupKey('200 body at /data/12/price: must be integer')).toBe(
      '200 body at /data/*/price: must be integer',
    );
    expect(groupKey('data[3].id is 5')).toBe('data[*].id is 5');
    expect(groupKey('errors.variants.3.price is null; 1.5 s')).toBe(
      'errors.variants.*.price is null; 1.5 s',
    );
  });

  it('reads one wrong field of sixty list items, over two checks, once', () => {
    const report = new Report(['listEvents']);
    for (const check of ['page 1', 'page 2'])
      for (let i = 0; i < 30; i++)
        report.deviate('listEvents', check, `200 body at /data/${i}/price: must be integer`);
    expect(report.entry('listEvents').deviations).toHaveLength(60);
    expect(report.format()).toBe(
      [
        '✘ listEvents: deviates (60 deviations, 0 conformed)',
        '    ✘ page 1; page 2: 200 body at /data/*/price: must be integer (60 times)',
        '',
        '0 conform, 1 deviate, 0 could not run',
      ].join('\n'),
    );
  });
});

describe("a 422's message line", () => {
  const andMore = new Contract().andMore();
  const errors = { name: ['姓名必填'], email: ['Email 必填', 'Email 格式錯誤'] };

  it('is the contract form read from openapi.yaml', () => {
    expect(andMore).toBe('（另有 N 個錯誤）');
  });

  it('conforms when it is a field’s first message and the zh-TW count of the others', () => {
    for (const message of ['姓名必填（另有 2 個錯誤）', 'Email 必填（另有 2 個錯誤）'])
      expect(validationMessageProblems({ message, errors }, andMore)).toEqual([]);
    const one = { message: '姓名必填', errors: { name: ['姓名必填'] } };
    expect(validationMessageProblems(one, andMore)).toEqual([]);
  });

  it('deviates with Laravel’s English count, a wrong count or another text', () => {
    for (const message of ['姓名必填 (and 2 more errors)', '姓名必填（另有 1 個錯誤）', '格式錯誤'])
      expect(validationMessageProblems({ message, errors }, andMore)).toEqual([
        `422 message is ${JSON.stringify(message)}, expected the first message of a field followed by "（另有 2 個錯誤）" (e.g. "姓名必填（另有 2 個錯誤）")`,
      ]);
  });
});
