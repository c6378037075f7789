import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageRange } from '../src/pagination/Pagination';
import { renderWithTheme } from './render';

describe('pageRange', () => {
  it.each([
    [1, 50, 120, 1, 50],
    [2, 50, 120, 51, 100],
    [3, 50, 120, 101, 120],
    [1, 100, 7, 1, 7],
    [1, 50, 0, 0, 0],
    [9, 50, 120, 120, 120],
  ])('page %i of %i per page with %i rows is %i–%i', (page, limit, total, from, to) => {
    expect(pageRange(page, limit, total)).toEqual({ from, to });
  });
});

describe('Pagination', () => {
  it("shows 'N件中 A–B件' and moves between pages", async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={2} limit={50} total={120} onPageChange={onPageChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('120件中 51–100件');
    await userEvent.click(screen.getByRole('button', { name: /3/ }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("says a total known only as a floor as 'N件以上'", () => {
    renderWithTheme(<Pagination page={1} limit={50} total={10000} totalIsLowerBound onPageChange={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('10,000件以上のうち 1–50件');
  });

  it('has no page buttons for a single page, and says 0件 for none', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} limit={50} total={7} onPageChange={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('7件中 1–7件');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pagination page={1} limit={50} total={0} onPageChange={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('0件');
  });
});
