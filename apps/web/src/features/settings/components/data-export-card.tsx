import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormNotice } from '@/components/ui/form-notice';
import { ApiError } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useDownloadDataExport } from '../api/download-data-export';
import { useFailureText } from '../hooks/use-failure-text';
import { useSettingsNotice } from '../hooks/use-settings-notice';
import { SettingsSection } from './settings-section';

/**
 * "Your data": what the export holds, the 30 days of access the terms promise after the service ends, and a button
 * that downloads the zip (issue 19 point 6). A refusal says why in a toast and in the card.
 */
export const DataExportCard = () => {
  const { t } = useTranslation('settings');
  const failureText = useFailureText();
  const { notice, notify } = useSettingsNotice();
  const download = useDownloadDataExport();

  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: ({ fileName, blob }) => {
        saveFile(fileName, blob);
        notify('success', t('dataExport.done', { fileName }), 'data-export');
      },
      onError: (error) => {
        const text =
          error instanceof ApiError && error.status === 429
            ? t('dataExport.rateLimited')
            : t('dataExport.failed', { message: failureText(error) });
        notify('error', text, 'data-export');
      },
    });

  return (
    <SettingsSection id="data" title={t('dataExport.heading')} description={t('dataExport.description')}>
      <ul className="grid list-disc gap-1 ps-5 text-sm text-slate-700">
        <li>{t('dataExport.included')}</li>
        <li>{t('dataExport.excluded')}</li>
        <li>{t('dataExport.window')}</li>
      </ul>
      <FormNotice notice={notice} />
      <Button variant="outline" className="w-fit" disabled={download.isPending} onClick={onDownload}>
        {download.isPending ? t('dataExport.preparing') : t('dataExport.button')}
      </Button>
    </SettingsSection>
  );
};
