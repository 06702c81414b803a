/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { z } from 'zod';
import { BffError } from '@/lib/client/bff';
import { useFormFields } from '@/lib/client/form-errors';
import { TextField } from '@/components/ui/form-field';
import en from '@/messages/en-US.json';
import { SaveBar } from './save-bar';
import { useSave } from './use-save';

// A contract of the tests' own: a title, and a price the form types in yuan but the contract takes in fen.
const payload = z.object({ title: z.string().min(1, 'errors.titleRequired'), priceFen: z.number().int().positive() });

type Send = (data: z.infer<typeof payload>) => Promise<unknown>;
type Done = string | ((answer: unknown) => string);

function Editor({ send, done = 'Saved' }: { send: Send; done?: Done }) {
  const { values, setErrors, field } = useFormFields({ title: '', price: '' });
  const { notice, busy, save } = useSave({ setErrors, invalid: 'Fix the marked fields', fieldOf: { priceFen: 'price' } });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(payload, { title: values.title, priceFen: Number(values.price) * 100 }, send, done);
      }}
    >
      <TextField id="title" label="Title" {...field('title')} />
      <TextField id="price" label="Price" {...field('price')} />
      <SaveBar label="Save" testId="save" busy={busy} notice={notice} />
    </form>
  );
}

function show(send: Send, done?: Done) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <Editor send={send} done={done} />
    </NextIntlClientProvider>,
  );
}

const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
const button = () => screen.getByTestId('save') as HTMLButtonElement;

describe('a console editor built on the form kit', () => {
  it('shows each field’s problem under its input, the form’s line, and sends nothing on bad input', async () => {
    const send = jest.fn(async () => ({}));
    show(send);
    type('price', '-3');
    await act(async () => fireEvent.click(button()));
    expect(screen.getByTestId('title-error').textContent).toBe('Enter a title or name');
    // The contract's priceFen is shown on the input the form calls price.
    expect(screen.getByTestId('price-error').textContent).toBe('Please check this field');
    expect(screen.getByTestId('form-error').textContent).toBe('Fix the marked fields');
    expect(send).not.toHaveBeenCalled();
  });

  it('is busy while sending (its button disabled), then shows its success and clears the marks', async () => {
    let answer: (value: unknown) => void = () => {};
    const send = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    show(send);
    await act(async () => fireEvent.click(button()));
    type('title', 'Spring gala');
    type('price', '80');
    await act(async () => fireEvent.click(button()));
    expect(send).toHaveBeenCalledWith({ title: 'Spring gala', priceFen: 8000 });
    expect(button().disabled).toBe(true);
    expect(screen.queryByTestId('form-error')).toBeNull();
    await act(async () => answer({}));
    expect(button().disabled).toBe(false);
    expect(screen.getByTestId('form-success').textContent).toBe('Saved');
    expect(screen.queryByTestId('title-error')).toBeNull();
  });

  it('shows the hall API’s refusal in its words, and frees the button', async () => {
    const refusal = new BffError({ code: 40004, subCode: 2001, subMsg: 'This session is already on sale', data: null });
    show(async () => {
      throw refusal;
    });
    type('title', 'Spring gala');
    type('price', '80');
    await act(async () => fireEvent.click(button()));
    expect(screen.getByTestId('form-error').textContent).toBe('This session is already on sale');
    expect(button().disabled).toBe(false);
  });

  it('words its success from what the hall API answered', async () => {
    show(
      async () => ({ assigned: 12 }),
      (answer) => `${(answer as { assigned: number }).assigned} seats assigned`,
    );
    type('title', 'Spring gala');
    type('price', '80');
    await act(async () => fireEvent.click(button()));
    expect(screen.getByTestId('form-success').textContent).toBe('12 seats assigned');
  });
});
