'use client';

import { useTranslations } from 'next-intl';
import { VISIT_CERT_TYPES } from '@/lib/contract/visit';
import { SelectField, TextField } from '@/components/ui/form-field';

export type VisitorDraft = { key: number; name: string; child: boolean; certType: string; certNo: string; heightCm: string };

/** One visitor of a booking: name, adult or child, certificate (optional for a child) and a child's height. */
export function VisitorFields({
  index,
  visitor,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  visitor: VisitorDraft;
  errors: Partial<Record<'name' | 'certType' | 'certNo' | 'heightCm', string>>;
  onChange: (patch: Partial<VisitorDraft>) => void;
  onRemove?: () => void;
}) {
  const t = useTranslations('visit.booking');
  const id = (field: string) => `visitor-${index}-${field}`;
  return (
    <fieldset className="border-line rounded border bg-white p-4" data-testid="visitor">
      <legend className="px-1 text-sm font-medium">{t('visitorN', { n: index + 1 })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={id('name')}
          label={t('name')}
          value={visitor.name}
          maxLength={50}
          autoComplete="off"
          onChange={(e) => onChange({ name: e.target.value })}
          error={errors.name}
        />
        <SelectField
          id={id('kind')}
          label={t('kind')}
          value={visitor.child ? 'child' : 'adult'}
          onChange={(e) => onChange({ child: e.target.value === 'child' })}
        >
          <option value="adult">{t('adult')}</option>
          <option value="child">{t('child')}</option>
        </SelectField>
        <SelectField
          id={id('certType')}
          label={t('certType')}
          value={visitor.certType}
          onChange={(e) => onChange({ certType: e.target.value })}
          error={errors.certType}
        >
          {VISIT_CERT_TYPES.map((type) => (
            <option key={type.key} value={type.name}>
              {t(`certTypes.${type.key}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={id('certNo')}
          label={visitor.child ? t('certNoOptional') : t('certNo')}
          value={visitor.certNo}
          maxLength={30}
          autoComplete="off"
          onChange={(e) => onChange({ certNo: e.target.value })}
          error={errors.certNo}
        />
        {visitor.child && (
          <TextField
            id={id('heightCm')}
            label={t('height')}
            type="number"
            inputMode="numeric"
            min={30}
            max={200}
            value={visitor.heightCm}
            onChange={(e) => onChange({ heightCm: e.target.value })}
            error={errors.heightCm}
            hint={t('heightHint')}
          />
        )}
      </div>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="text-muted hover:text-brand mt-3 min-h-10 text-sm underline"
          data-testid="visitor-remove"
        >
          {t('remove')}
        </button>
      )}
    </fieldset>
  );
}
