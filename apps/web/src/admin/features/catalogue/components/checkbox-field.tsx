import { forwardRef, useId, type ComponentProps } from 'react';

/** A labelled checkbox (featured, hidden, free delivery), with what it means under it. */
export const CheckboxField = forwardRef<HTMLInputElement, Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string }>(
  ({ label, hint, className, ...props }, ref) => {
    const hintId = useId();
    return (
      <div className={className}>
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
          <input ref={ref} type="checkbox" aria-describedby={hint ? hintId : undefined} {...props} className="size-4 accent-brand-600" />
          {label}
        </label>
        {hint && (
          <p id={hintId} className="ml-6 text-xs text-stone-500">
            {hint}
          </p>
        )}
      </div>
    );
  },
);
CheckboxField.displayName = 'CheckboxField';
