import { describe, expect, it } from 'vitest';
import { mayEdit } from './mayEdit';

describe('mayEdit', () => {
  it('shows the edit link to the administrator and to the event’s creator only', () => {
    const admin = { id: 1, role: 'admin' as const };
    const member = { id: 2, role: 'member' as const };
    expect(mayEdit(admin, { user_id: 2 })).toBe(true);
    expect(mayEdit(admin, { user_id: null })).toBe(true);
    expect(mayEdit(member, { user_id: 2 })).toBe(true);
    expect(mayEdit(member, { user_id: 3 })).toBe(false);
    expect(mayEdit(member, { user_id: null })).toBe(false);
    expect(mayEdit(null, { user_id: 2 })).toBe(false);
  });
});
