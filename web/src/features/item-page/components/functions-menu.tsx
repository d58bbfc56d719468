import {
  functionsMenuEntriesOf,
  type AuctionItem,
  type FunctionsMenuEntryKey,
} from '@dealer/domain';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useClientConfig } from '../../../lib/client-config';
import { useHasBeen } from '../../../lib/use-has-been';
import { useSession } from '../../../lib/session/session-context';
import { InvoiceDialog, printPath, useInvoiceData, useSendSalesBrochure } from '../../after-sale';
import { useLifecycleFlows } from '../hooks/use-lifecycle-flows';
import { scrollToSection } from '../hooks/use-section-in-view';
import { sectionAnchor } from './item-section';
import { LifecycleDialogs } from './lifecycle-dialogs';

/** One entry of the menu; other issues append theirs (issue 13: the admin entries). */
export interface FunctionsMenuEntry {
  key: string;
  label: ReactNode;
  isEnabled: boolean;
  onSelect: () => void;
  testId: string;
}

interface FunctionsMenuProps {
  item: AuctionItem;
  isAuctioneer: boolean;
  onDeleteDraft: () => void;
  /** Entries appended after the item's own (built from their domain rules by their owners). */
  extraEntries?: FunctionsMenuEntry[];
}

const testIds: Record<FunctionsMenuEntryKey, string> = {
  salesBrochure: 'function-sales-brochure',
  vehicleModelService: 'function-vehicle-model-service',
  printSummary: 'function-print-summary',
  invoice: 'function-invoice',
  responsibleSellers: 'function-responsible-salespeople',
  removeItem: 'function-remove-item',
  deleteDraft: 'function-delete-draft',
};

/** The vehicle model service's address with the licence number and the mileage (spec 2). */
function vehicleModelUrl(serviceUrl: string | null, item: AuctionItem): string | null {
  if (!serviceUrl || !item.licenseNumber) return null;
  const url = new URL(`${serviceUrl}${encodeURIComponent(item.licenseNumber.replace(/\s/g, ''))}`);
  if (item.mileage !== null) url.searchParams.set('mileage', String(item.mileage));
  return url.toString();
}

/**
 * The item page's functions menu (spec 2): a list of entries, each enabled by the domain's rule
 * (`functionsMenuEntriesOf`), so that later entries are appended rather than woven in.
 */
export function FunctionsMenu({
  item,
  isAuctioneer,
  onDeleteDraft,
  extraEntries = [],
}: FunctionsMenuProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const menuId = useId();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu mounts when first opened (a closed MUI menu still runs its popover's hooks).
  const hasOpenedMenu = useHasBeen(anchor !== null);
  const [isInvoiceOpen, setInvoiceOpen] = useState(false);
  const flows = useLifecycleFlows(item);
  const brochure = useSendSalesBrochure(item.id);
  const modelUrl = vehicleModelUrl(useClientConfig().data?.vehicleDataServiceUrl ?? null, item);
  const isPlatformAdmin = user.nwAdmin === true;
  const ruled = functionsMenuEntriesOf(
    {
      status: item.status,
      isDraft: item.isDraft,
      isEnded: item.isEnded,
      bidCount: item.bidCount,
      hasWinner: item.winnerMarker !== null,
    },
    { isAuctioneer, isPlatformAdmin },
  ).filter((entry) => entry.key !== 'vehicleModelService' || modelUrl !== null);
  const invoice = useInvoiceData(item.id, isInvoiceOpen);

  const actions: Record<FunctionsMenuEntryKey, () => void> = {
    salesBrochure: () =>
      brochure.mutate(undefined, {
        onSuccess: () => toast.success('brochure.sent'),
        onError: () => toast.error('brochure.failed'),
      }),
    vehicleModelService: () => window.open(modelUrl!, '_blank', 'noopener'),
    printSummary: () => window.open(printPath(item.id), '_blank', 'noopener'),
    invoice: () => setInvoiceOpen(true),
    responsibleSellers: () => scrollToSection(sectionAnchor('responsibleSalespeople')),
    removeItem: flows.askRemove,
    deleteDraft: onDeleteDraft,
  };
  const entries: FunctionsMenuEntry[] = [
    ...ruled.map((entry) => ({
      key: entry.key,
      label: t(`functionsMenu.${entry.key}`),
      isEnabled: entry.isEnabled && (entry.key !== 'salesBrochure' || !brochure.isPending),
      onSelect: actions[entry.key],
      testId: testIds[entry.key],
    })),
    // Redraft of an ended item (spec 4), the auctioneer's.
    ...(isAuctioneer
      ? [
          {
            key: 'redraftEnded',
            label: t(
              flows.redraftKind === 'copy' ? 'itemPage.copyAsDraft' : 'itemPage.returnToDraft',
            ),
            isEnabled: flows.redraftKind !== null,
            onSelect: flows.askRedraft,
            testId: 'function-redraft-ended',
          },
        ]
      : []),
    ...extraEntries,
  ];
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <IconButton
        aria-label={t('itemPage.functions')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="functions-menu"
      >
        <MoreVert />
      </IconButton>
      {hasOpenedMenu ? (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {entries.map((entry) => (
            <MenuItem
              key={entry.key}
              disabled={!entry.isEnabled}
              onClick={choose(entry.onSelect)}
              data-testid={entry.testId}
            >
              {entry.label}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
      <LifecycleDialogs flows={flows} />
      {isInvoiceOpen && invoice.data ? (
        <InvoiceDialog data={invoice.data} onClose={() => setInvoiceOpen(false)} />
      ) : null}
    </>
  );
}
