import { WISHLIST_LIMITS, fitsListName } from '@holidaze/domain';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../shared/api/http-client';
import { Button } from '../../shared/ui/button';
import { Field } from '../../shared/ui/field';

interface Props {
  label: string;
  placeholder?: string;
  submitLabel: string;
  className: string | undefined;
  initialName?: string;
  /** Said when the name is empty or too long. */
  invalidText: string;
  /** Said when saving failed and the API gave no reason. */
  failureText: string;
  /** Saves the trimmed name; the form empties itself after, unless `keepName`. */
  save(name: string): Promise<unknown>;
  keepName?: boolean;
}

/** A list's name (a new list's, a rename), checked as the API checks it, then saved. */
export function ListNameForm(props: Props) {
  const [name, setName] = useState(props.initialName ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fitsListName(name)) {
      setError(props.invalidText);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await props.save(name.trim());
      if (!props.keepName) setName('');
    } catch (failure) {
      setError(apiErrorMessage(failure, props.failureText));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={props.className} onSubmit={(event) => void submit(event)}>
      <Field
        label={props.label}
        placeholder={props.placeholder}
        value={name}
        maxLength={WISHLIST_LIMITS.nameMax}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <Button type="submit" loading={saving}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
