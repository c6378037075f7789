import { nextRange } from './next-range';

describe('nextRange', () => {
  it('starts an empty day at 9–18', () => {
    expect(nextRange([])).toEqual({ open: '09:00', close: '18:00' });
  });
  it('follows the latest close', () => {
    expect(nextRange([{ open: '09:00', close: '12:00' }, { open: '13:00', close: '18:00' }])).toEqual({ open: '18:00', close: '20:00' });
  });
  it('stays within the day', () => {
    expect(nextRange([{ open: '09:00', close: '23:00' }])).toEqual({ open: '23:00', close: '24:00' });
    expect(nextRange([{ open: '09:00', close: '24:00' }])).toEqual({ open: '23:00', close: '24:00' });
  });
  it('ignores half-typed times', () => {
    expect(nextRange([{ open: '09:00', close: '1' }])).toEqual({ open: '09:00', close: '18:00' });
  });
});
