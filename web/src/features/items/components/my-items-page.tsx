import { getNavigationEntries, routePaths } from '@dealer/domain';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { NoPermissionDialog } from '../../../components/no-permission-dialog';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session/session-context';
import { MyItemsFunctionsMenu } from './my-items/my-items-functions-menu';
import { PublisherLinkRow } from './my-items/publisher-link-row';
import { SellList } from './my-items/sell-list';

const sellTab = 0;
const buyTab = 1;

/** My items: publishers, buyers and pro buyers; the same rule that shows its navigation entry. */
export function MyItemsPage() {
  const { t } = useTranslation();
  const { flags, user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const mayUseMyItems = getNavigationEntries(flags).includes('myItems');
  const isBuyer = flags.isBuyer || flags.isProBuyer;
  // Spec 2: the tabs (sell 0, buy 1) show only to someone who both sells and buys.
  const hasTabs = flags.isPublisher && isBuyer;
  const tab = !flags.isPublisher
    ? buyTab
    : hasTabs && searchParams.get('tab') === String(buyTab)
      ? buyTab
      : sellTab;

  if (!mayUseMyItems) {
    return (
      <>
        <PageHeader title={t('myItems.title')} />
        <NoPermissionDialog
          title={t('noPermission.title')}
          message={t('myItems.noPermission')}
          leaveTo={routePaths.items}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('myItems.title')} actions={<MyItemsFunctionsMenu />} />
      {flags.isPublisher ? <PublisherLinkRow /> : null}
      {hasTabs ? (
        <Tabs
          value={tab}
          onChange={(_event, value: number) => setSearchParams({ tab: String(value) })}
          sx={{ mb: 2 }}
        >
          <Tab value={sellTab} label={t('myItems.sellTab')} data-testid="my-items-tab-sell" />
          <Tab value={buyTab} label={t('myItems.buyTab')} data-testid="my-items-tab-buy" />
        </Tabs>
      ) : null}
      {tab === sellTab && user.selectedOrganisationId !== null ? (
        <SellList organisationId={user.selectedOrganisationId} />
      ) : (
        // The organisation's bids arrive with bidding: until then the buy tab has none.
        <EmptyState text={t('myItems.empty')} />
      )}
    </>
  );
}
