import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { STAFF_PASSWORD_MIN, staffCreateBody } from '@shop/contract/admin';
import { STAFF_ROLES } from '@shop/contract/admin-endpoints';
import { Button } from '@/components/ui/button';
import { Field, FormBanner } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import { useErrorText } from '@/lib/use-error-text';
import { ADMIN_NAMESPACE } from '../../../lib/admin-i18n';
import { fieldErrorText } from '../../../lib/field-error';
import { createStaffMutation } from '../api/staff-api';

const EMPTY = { name: '', email: '', role: 'staff', password: '' } as const;

/**
 * Adds a staff member with the contract's rules (staffCreateBody: a password of STAFF_PASSWORD_MIN characters and
 * more). The server's refusal (an email already in use) is shown above the button; once added, the form empties and
 * says who was added.
 */
export function AddStaffForm() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useErrorText();
  const create = useMutation(createStaffMutation(useQueryClient()));
  const [added, setAdded] = useState('');
  const addedRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  // The form has emptied: the focus goes to the line saying who was added (then on to the list, or to add another).
  useLayoutEffect(() => {
    if (added) addedRef.current?.focus();
  }, [added]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(staffCreateBody), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (member) => {
    setAdded('');
    try {
      const created = await create.mutateAsync(member);
      reset(EMPTY);
      setAdded(created.name);
    } catch {
      // Shown from the mutation's error.
    }
  });

  return (
    // A form named by its heading: a landmark screen readers list, as the page's other parts are.
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-2"
    >
      <h2 id={titleId} className="text-lg font-semibold text-stone-900 sm:col-span-2">
        {t('staff.add.title')}
      </h2>
      <Field label={t('staff.add.name')} error={fieldErrorText(t, 'name', errors.name)}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" />}
      </Field>
      <Field label={t('staff.add.email')} error={fieldErrorText(t, 'email', errors.email)}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" />}
      </Field>
      <Field label={t('staff.add.role')} error={fieldErrorText(t, 'role', errors.role)}>
        {(control) => (
          <Select {...control} {...register('role')} variant="field">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('staff.add.password')}
        hint={t('staff.add.passwordHint', { min: STAFF_PASSWORD_MIN })}
        error={fieldErrorText(t, 'password', errors.password, { min: STAFF_PASSWORD_MIN })}
      >
        {(control) => <PasswordInput {...control} {...register('password')} toggleLabel={t('showPassword')} autoComplete="new-password" />}
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {create.isError && <FormBanner message={errorText(create.error)} />}
        <p ref={addedRef} tabIndex={-1} className="text-sm text-green-800 outline-none empty:hidden">
          {added && t('staff.add.added', { name: added })}
        </p>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="self-start">
          {isSubmitting ? t('staff.add.submitting') : t('staff.add.submit')}
        </Button>
      </div>
    </form>
  );
}
