import { hasActiveFilters, ownActionFilters, type StatusFilter } from '@dealer/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { desktopMediaQuery } from '../../../app/layout';
import Alert from '@mui/material/Alert';
import {
  ConnectionErrorDialog,
  isConnectionError,
} from '../../../components/connection-error-dialog';
import { errorMessageKey } from '../../../lib/error-message';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useServerClock } from '../../../lib/server-clock-context';
import { useSession } from '../../../lib/session/session-context';
import { useItemList } from '../../../lib/items/item-list';
import { useDeferredFirstShowing } from '../../../lib/use-deferred-first-showing';
import {
  useStoredFilters,
  useStoredSort,
  useStoredView,
} from '../../../lib/items/use-list-preferences';
import { useVisibleItems } from '../../../lib/items/use-visible-items';
import { FilterBar } from '../../../components/items/filter-bar';
import { IconHelpButton } from './icon-help-button';
import { ServiceAdBanner } from './service-ad-banner';
import { ViewToggle } from '../../../components/items/view-toggle';
import { VirtualItemCards, VirtualItemList } from './virtual-item-views';

// The public list never holds drafts: the draft status filter belongs to my items.
const statusOptions: readonly StatusFilter[] = ['active', 'endsToday', 'ended'];

function useCardColumns() {
  const isWide = useMediaQuery('(min-width:1536px)', { noSsr: true });
  const isMedium = useMediaQuery('(min-width:1200px)', { noSsr: true });
  const isSmall = useMediaQuery('(min-width:600px)', { noSsr: true });
  return isWide ? 4 : isMedium ? 3 : isSmall ? 2 : 1;
}

/** Spec 2, Items page: the public list with filters, sort, count and list or card view. */
export function ItemsPage() {
  const { t } = useTranslation();
  const { flags } = useSession();
  const clock = useServerClock();
  const isDesktop = useMediaQuery(desktopMediaQuery, { noSsr: true });
  const columns = useCardColumns();
  const [searchParams] = useSearchParams();
  const [view, setView] = useStoredView('items');
  const [filters, setFilters] = useStoredFilters('items');
  const [sort, setSort] = useStoredSort('items');
  const { data, error } = useItemList();
  // The first rows render in slices, not in one task when the list arrives (issue 10).
  const rows = useDeferredFirstShowing(data);
  const { visible, offices } = useVisibleItems(rows, filters, sort);
  const focusId = Number(searchParams.get('id')) || null;
  // Spec 2: on mobile cards are forced and the toggle is hidden.
  const shownView = isDesktop ? view : 'card';
  const total = rows?.length ?? 0;

  return (
    <>
      <PageHeader
        title={t('items.title')}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography color="text.secondary" data-testid="item-count">
              {hasActiveFilters(filters)
                ? t('items.countFiltered', { visible: visible.length, total })
                : t('items.count', { total })}
            </Typography>
            <IconHelpButton />
            {isDesktop ? <ViewToggle view={view} onChange={setView} /> : null}
          </Box>
        }
      />
      <ServiceAdBanner />
      <FilterBar
        filters={filters}
        onFiltersChange={setFilters}
        sort={sort}
        onSortChange={(chosen) => chosen && setSort(chosen)}
        offices={offices}
        isProViewer={flags.isProViewer}
        ownActionOptions={ownActionFilters}
        statusOptions={statusOptions}
        now={new Date(clock.now())}
      />
      {error && !rows ? (
        isConnectionError(error) ? (
          <>
            <CircularProgress aria-label={t('app.loading')} />
            <ConnectionErrorDialog />
          </>
        ) : (
          <Alert severity="error">{t(errorMessageKey(error))}</Alert>
        )
      ) : !rows ? (
        <CircularProgress aria-label={t('app.loading')} />
      ) : total === 0 ? (
        <EmptyState text={t('items.empty')} />
      ) : visible.length === 0 ? (
        <EmptyState text={t('items.noResults')} />
      ) : shownView === 'list' ? (
        <VirtualItemList rows={visible} focusId={focusId} />
      ) : (
        <VirtualItemCards rows={visible} focusId={focusId} columns={columns} />
      )}
    </>
  );
}
