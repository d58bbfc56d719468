import { getNavigationEntries, routePaths } from '@dealer/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { NoPermissionDialog } from '../../../components/no-permission-dialog';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session/session-context';

/** My items: publishers, buyers and pro buyers; the same rule that shows its navigation entry. */
export function MyItemsPage() {
  const { t } = useTranslation();
  const { flags } = useSession();
  const mayUseMyItems = getNavigationEntries(flags).includes('myItems');

  return (
    <>
      <PageHeader title={t('myItems.title')} />
      {mayUseMyItems ? (
        <EmptyState text={t('myItems.empty')} />
      ) : (
        <NoPermissionDialog
          title={t('noPermission.title')}
          message={t('myItems.noPermission')}
          leaveTo={routePaths.items}
        />
      )}
    </>
  );
}
