import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps {
  id: string;
  label: string;
  hint: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled on/off setting with its explanation, the switch at the row's inline end. */
export const SwitchField = ({ id, label, hint, checked, onCheckedChange, disabled }: SwitchFieldProps) => (
  <div className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-3">
    <div className="grid gap-0.5">
      <Label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </Label>
      <p id={`${id}-hint`} className="text-xs leading-relaxed text-slate-600">
        {hint}
      </p>
    </div>
    <Switch
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-describedby={`${id}-hint`}
      className="mt-0.5"
    />
  </div>
);
