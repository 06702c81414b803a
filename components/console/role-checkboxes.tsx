'use client';

import { useTranslations } from 'next-intl';
import { STAFF_ROLES, type StaffRole } from '@/lib/contract/staff';

/** The roles of an account as a group of checkboxes, with the group's error announced. */
export function RoleCheckboxes({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
}) {
  const t = useTranslations('console');
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('accounts.roles')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="accent-brand h-4 w-4"
              checked={value.includes(role)}
              data-testid={`${id}-${role}`}
              onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
            />
            {t(`roles.${role}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-brand mt-1 text-sm" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
