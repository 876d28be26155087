import { OnDemand } from '@/components/ui/on-demand';
import { lazyPage } from '@/lib/lazy-page';
import { LanguageButton } from './language-button';

const LanguagePickerMenu = lazyPage(() => import('./language-picker-menu'), 'LanguagePickerMenu');

/** The header's language picker; its menu's code loads when the visitor reaches for it. */
export const LanguagePicker = () => <OnDemand widget={LanguagePickerMenu} placeholder={<LanguageButton />} />;
