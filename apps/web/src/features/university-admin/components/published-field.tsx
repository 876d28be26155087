import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

interface PublishedFieldProps {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** The published switch of both forms: off keeps the item as a draft, visible in the editor only. */
export const PublishedField = ({ label, hint, checked, onCheckedChange }: PublishedFieldProps) => {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-3">
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="font-semibold text-slate-900">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-slate-600">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
    </div>
  );
};
