import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  LOCALE_NAMES,
  LOCALES,
  type VenueFormPayload,
  type VenueFormValues,
} from '@holidaze/domain';
import type { SchemaForm } from '../../../shared/forms/use-schema-form';
import { fieldStyles, TextAreaField } from '../../../shared/ui/field';
import styles from './venue-form.module.css';

/**
 * The language the host wrote the description in, and the description in the other one
 * (docs/api.md, "A venue's description in two languages"). Loaded after the form is on screen,
 * as the photos are: the form's first download stays within its budget.
 */
export default function DescriptionLanguages({
  form,
}: {
  form: SchemaForm<VenueFormValues, VenueFormPayload>;
}) {
  const { t } = useLingui();
  const language = form.values.descriptionLanguage || undefined;
  const other = language === 'en' ? 'nb' : 'en';
  return (
    <>
      <fieldset className={styles.amenities}>
        <legend className={fieldStyles.label}>
          <Trans>Language of the description</Trans>
        </legend>
        {LOCALES.map((locale) => (
          <label key={locale} className={styles.checkbox}>
            <input
              type="radio"
              name="descriptionLanguage"
              value={locale}
              checked={language === locale}
              onChange={() => form.setValue('descriptionLanguage', locale)}
            />
            {/* Each language named in itself, as the language switch names it. */}
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>
          </label>
        ))}
      </fieldset>
      {language && (
        <TextAreaField
          label={t`Description in ${select(other, { nb: 'Norwegian', other: 'English' })}`}
          rows={5}
          textareaClassName={styles.textarea}
          lang={other}
          {...form.field('descriptionTranslation')}
        />
      )}
    </>
  );
}
