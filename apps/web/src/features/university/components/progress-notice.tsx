import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface ProgressNoticeProps {
  /** null: a visitor (the sign-in hint); else the signed-in person's totals. */
  progress: { watched: number; total: number } | null;
}

/** Above the playlists: how far a signed-in person has got, or the hint that signing in keeps track. */
export const ProgressNotice = ({ progress }: ProgressNoticeProps) => {
  const { t } = useTranslation('university');
  return (
    <p className="flex items-center gap-2 rounded-xl bg-primary-50 px-4 py-3 text-sm text-primary-900">
      <GraduationCap aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
      {progress ? (
        <span data-testid="university-progress">{t('progress.summary', progress)}</span>
      ) : (
        <span>
          {t('progress.signInHint')}{' '}
          <Link
            to={paths.auth.getHref({ next: paths.university.getHref() })}
            className="font-semibold text-primary-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            {t('progress.signIn')}
          </Link>
        </span>
      )}
    </p>
  );
};
