import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';

/** The items list arrives with the items issue; until then the spec's empty state. */
export function ItemsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('items.title')} />
      <EmptyState text={t('items.empty')} />
    </>
  );
}
