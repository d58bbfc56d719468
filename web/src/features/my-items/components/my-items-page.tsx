import { getNavigationEntries, routePaths, type OwnItemRow } from '@dealer/domain';
import Badge from '@mui/material/Badge';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { NoPermissionDialog } from '../../../components/no-permission-dialog';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session/session-context';
import { useBuyingItems, useOrganisationItems } from '../../../lib/items/organisation-items';
import { isRowAwaitingAction, type MyItemsRole } from '../hooks/sort-my-items';
import { BuyList } from './buy-list';
import { MyItemsFunctionsMenu } from './my-items-functions-menu';
import { PublisherLinkRow } from './publisher-link-row';
import { SellList } from './sell-list';

const sellTab = 0;
const buyTab = 1;

/** Spec 2: the sell and buy tabs; a dot on a tab whose list has an item awaiting action. */
function MyItemsTabs({
  organisationId,
  tab,
  onChange,
}: {
  organisationId: number;
  tab: number;
  onChange: (tab: number) => void;
}) {
  const { t } = useTranslation();
  const { data: sold } = useOrganisationItems(organisationId);
  const { data: bought } = useBuyingItems(organisationId);
  const label = (text: string, isAwaiting: boolean, testId: string) =>
    isAwaiting ? (
      <Badge
        variant="dot"
        color="error"
        aria-label={t('myItems.tabAwaitingAction', { tab: text })}
        data-testid={testId}
        sx={{ '& .MuiBadge-badge': { right: -6 } }}
      >
        {text}
      </Badge>
    ) : (
      text
    );
  const hasAwaiting = (rows: OwnItemRow[] | undefined, role: MyItemsRole) =>
    rows?.some((row) => isRowAwaitingAction(row, role)) ?? false;

  return (
    <Tabs value={tab} onChange={(_event, value: number) => onChange(value)} sx={{ mb: 2 }}>
      <Tab
        value={sellTab}
        label={label(t('myItems.sellTab'), hasAwaiting(sold, 'seller'), 'my-items-tab-sell-dot')}
        data-testid="my-items-tab-sell"
      />
      <Tab
        value={buyTab}
        label={label(t('myItems.buyTab'), hasAwaiting(bought, 'buyer'), 'my-items-tab-buy-dot')}
        data-testid="my-items-tab-buy"
      />
    </Tabs>
  );
}

/** My items: publishers, buyers and pro buyers; the same rule that shows its navigation entry. */
export function MyItemsPage() {
  const { t } = useTranslation();
  const { flags, user } = useSession();
  const organisationId = user.selectedOrganisationId;
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
    // A platform admin without an organisation's rights still has the admin search here.
    if (user.nwAdmin)
      return (
        <>
          <PageHeader title={t('myItems.title')} actions={<MyItemsFunctionsMenu />} />
          <EmptyState text={t('myItems.empty')} />
        </>
      );
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
      {hasTabs && organisationId !== null ? (
        <MyItemsTabs
          organisationId={organisationId}
          tab={tab}
          onChange={(value) => setSearchParams({ tab: String(value) })}
        />
      ) : null}
      {organisationId === null ? (
        <EmptyState text={t('myItems.empty')} />
      ) : tab === sellTab ? (
        <SellList organisationId={organisationId} />
      ) : (
        <BuyList organisationId={organisationId} />
      )}
    </>
  );
}
