import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Input, type InputProps } from './input';

interface PasswordInputProps extends Omit<InputProps, 'type' | 'variant'> {
  /** The toggle's name ("Show password"); it stays the same while pressed, as the pattern wants. */
  toggleLabel: string;
}

/** A password box with a show/hide toggle: a pressed button that controls the box. */
export function PasswordInput({ toggleLabel, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pr-12', className)} />
      <button
        type="button"
        aria-pressed={visible}
        aria-label={toggleLabel}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
