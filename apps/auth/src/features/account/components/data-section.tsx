import { ACCOUNT_SCREEN } from '@profileproof/contracts/account';
import { Button, FormError } from '@profileproof/ui';
import { formErrorMessage } from '../account-errors';
import { useDownloadExport } from '../api/download-export';
import { AccountSection } from './account-section';

/** "Download my data": a JSON file of everything the service holds about the user. */
export function DataSection() {
  const texts = ACCOUNT_SCREEN.data;
  const download = useDownloadExport();
  return (
    <AccountSection title={texts.heading} intro={texts.intro}>
      {download.isError && <FormError>{formErrorMessage(download.error)}</FormError>}
      <div className="account-form__actions">
        <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? texts.downloading : texts.download}
        </Button>
      </div>
    </AccountSection>
  );
}
