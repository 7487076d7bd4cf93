import { screen, waitFor } from '@testing-library/react';
import { render } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema, type FormSchema } from './lazy-schema';
import { useSchemaForm } from './use-schema-form';

interface Values {
  name: string;
  agree: boolean;
  rows: { url: string }[];
}

/** Name required; every row's URL must start with https://; at most two rows. Trims the name. */
const schema: FormSchema<Values> = {
  safeParseAsync: (input) => {
    const values = input as Values;
    const issues: { path: PropertyKey[]; message: string }[] = [];
    if (!values.name.trim()) issues.push({ path: ['name'], message: 'Name is required' });
    values.rows.forEach((row, index) => {
      if (!row.url.startsWith('https://'))
        issues.push({ path: ['rows', index, 'url'], message: 'Use https://' });
    });
    if (values.rows.length > 2) issues.push({ path: ['rows'], message: 'At most 2' });
    return Promise.resolve(
      issues.length > 0
        ? { success: false, error: { issues } }
        : { success: true, data: { ...values, name: values.name.trim() } },
    );
  },
};
const defaults: Values = { name: '', agree: false, rows: [{ url: '' }] };

function TestForm({ onValid }: { onValid(values: Values): void }) {
  const form = useSchemaForm<Values>({
    schema: lazySchema(() => Promise.resolve(schema)),
    defaultValues: defaults,
  });
  const { keys, append, remove } = form.fieldArray('rows');
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <label>
        Name <input {...form.register('name')} />
      </label>
      {form.errors.name && <p>{form.errors.name}</p>}
      <label>
        Agree <input type="checkbox" {...form.register('agree')} />
      </label>
      {keys.map((key, index) => (
        <div key={key}>
          <label>
            URL {index + 1} <input {...form.register(`rows.${index}.url`)} />
          </label>
          {form.errors[`rows.${index}.url`] && <p>{form.errors[`rows.${index}.url`]}</p>}
          <button type="button" onClick={() => remove(index)}>
            Remove {index + 1}
          </button>
        </div>
      ))}
      {form.errors.rows && <p>{form.errors.rows}</p>}
      <button type="button" onClick={() => append({ url: '' })}>
        Add
      </button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks nothing before the first submit, then everything, focusing the first invalid field', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'URL 1' }), 'http://x');
    expect(screen.queryByText('Use https://')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Use https://')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit, checks a field again as it changes, leaving the others as they were', async () => {
    const user = userEvent.setup();
    render(<TestForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
    expect(screen.getByText('Use https://')).toBeInTheDocument();
  });

  it('submits the schema’s output with checkboxes as booleans and rows as added', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ada  ');
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await user.type(screen.getByRole('textbox', { name: 'URL 1' }), 'https://a');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'URL 2' }), 'https://b');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({
        name: 'Ada',
        agree: true,
        rows: [{ url: 'https://a' }, { url: 'https://b' }],
      }),
    );
  });

  it('removes the row asked for, with its input, and checks the list again after a submit', async () => {
    const user = userEvent.setup();
    render(<TestForm onValid={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'URL 1' }), 'https://first');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'URL 3' }), 'https://third');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove 1' }));
    await waitFor(() => expect(screen.queryByText('At most 2')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'URL 1' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'URL 2' })).toHaveValue('https://third');
    expect(screen.queryByRole('textbox', { name: 'URL 3' })).not.toBeInTheDocument();
  });

  it('resets to the defaults and forgets the submit', async () => {
    const user = userEvent.setup();
    render(<TestForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is required');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'URL 1' }), 'http://x');
    expect(screen.queryByText('Use https://')).not.toBeInTheDocument();
  });
});
