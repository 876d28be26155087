import { useId } from 'react';
import { SwitchField } from '@/components/ui/switch-field';

interface PublishedFieldProps {
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** The published switch of both forms: off keeps the item as a draft, visible in the editor only. */
export const PublishedField = (props: PublishedFieldProps) => <SwitchField id={useId()} {...props} />;
