import { Switch } from 'radix-ui';

interface ConsentCategoryProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/** One cookie category with its on/off switch (labelled and described for screen readers). */
export const ConsentCategory = ({
  id,
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: ConsentCategoryProps) => (
  <div className="flex items-start justify-between gap-4 rounded-xl bg-slate-50 p-3">
    <div className="grid gap-0.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <p id={`${id}-description`} className="text-xs leading-relaxed text-slate-600">
        {description}
      </p>
    </div>
    <Switch.Root
      id={id}
      checked={checked}
      disabled={disabled}
      onCheckedChange={onCheckedChange}
      aria-describedby={`${id}-description`}
      className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary-600"
    >
      <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[1.375rem]" />
    </Switch.Root>
  </div>
);
