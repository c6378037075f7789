import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { applyApiFieldErrors } from '../src/forms/apply-api-field-errors';
import { useZodForm } from '../src/forms/use-zod-form';
import { renderWithTheme } from './render';

const schema = z.object({
  title: z.string().trim().min(1, { error: 'タイトルを入力してください' }),
  offset: z.object({ x: z.number({ error: '横の余白は0〜200pxの整数で入力してください' }).int().max(200) }),
});

function Form({ onValid, apiError }: { onValid(v: z.output<typeof schema>): void; apiError?: Record<string, string> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(schema, { title: '', offset: { x: 0 } });
  return (
    <form
      onSubmit={handleSubmit((values) => {
        if (apiError) applyApiFieldErrors({ fields: apiError }, setError);
        else onValid(values);
      })}
    >
      <label>
        タイトル
        <input {...register('title')} aria-describedby="title-error" />
      </label>
      <span id="title-error">{errors.title?.message}</span>
      <label>
        横の余白
        <input {...register('offset.x', { valueAsNumber: true })} type="number" />
      </label>
      <span>{errors.offset?.x?.message}</span>
      <button type="submit">保存</button>
    </form>
  );
}

describe('useZodForm', () => {
  it("refuses with the schema's Japanese message and submits the parsed values", async () => {
    const onValid = jest.fn();
    renderWithTheme(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('タイトルを入力してください')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'タイトル' }), '  案内  ');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ title: '案内', offset: { x: 0 } }));
  });
});

describe('applyApiFieldErrors', () => {
  it("puts the API's messages at the fields, nested paths included, and focuses the first", async () => {
    renderWithTheme(
      <Form
        onValid={jest.fn()}
        apiError={{ title: 'このタイトルは使えません', 'offset.x': '横の余白は0〜200pxの整数で入力してください' }}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'タイトル' }), '案内');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('このタイトルは使えません')).toBeInTheDocument();
    expect(screen.getByText('横の余白は0〜200pxの整数で入力してください')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'タイトル' })).toHaveFocus();
  });

  it('reports whether any field got a message', () => {
    const setError = jest.fn();
    expect(applyApiFieldErrors({ fields: {} }, setError)).toBe(false);
    expect(applyApiFieldErrors({ fields: { title: 'x' } }, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('title', { type: 'server', message: 'x' }, { shouldFocus: true });
  });
});
