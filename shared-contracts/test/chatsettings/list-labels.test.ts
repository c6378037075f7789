import { PAGE_SIZES, PAGE_SIZE_LABELS, SORT_BY_LABELS, SORT_ORDER, SORT_ORDER_LABELS } from '../../src';

describe('list labels (SPEC §9)', () => {
  it('labels every page size as SPEC writes it, in order', () => {
    expect(PAGE_SIZES.map((size) => PAGE_SIZE_LABELS[size])).toEqual(['50件表示', '100件表示', '500件表示']);
  });
  it('labels the sort orders newest first, then oldest first', () => {
    expect(SORT_ORDER.map((order) => SORT_ORDER_LABELS[order])).toEqual(['新しい順', '古い順']);
  });
  it('labels both sort keys', () => {
    expect(SORT_BY_LABELS).toEqual({ created_at: '作成日時', updated_at: '更新日時' });
  });
});
