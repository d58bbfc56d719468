import type { AuctionItem } from '@dealer/domain';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLifecycleFlows } from '../../hooks/use-lifecycle-flows';
import { scrollToSection } from '../../hooks/use-section-in-view';
import { sectionAnchor } from './item-section';
import { LifecycleDialogs } from './lifecycle-dialogs';

interface FunctionsMenuProps {
  item: AuctionItem;
  onDeleteDraft: () => void;
}

/**
 * The auctioneer's functions menu (spec 2). Only the entries whose action exists yet are
 * listed: responsible sellers (not for ended items), remove item (published, not ended, with
 * bids), redraft of an ended item (back to draft or a copy) and delete draft (drafts only).
 */
export function FunctionsMenu({ item, onDeleteDraft }: FunctionsMenuProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const flows = useLifecycleFlows(item);
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
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={item.isEnded}
          onClick={choose(() => scrollToSection(sectionAnchor('responsibleSalespeople')))}
          data-testid="function-responsible-salespeople"
        >
          {t('itemPage.responsibleSalespeople')}
        </MenuItem>
        <MenuItem
          disabled={!flows.canRemove}
          onClick={choose(flows.askRemove)}
          data-testid="function-remove-item"
        >
          {t('itemPage.removeItem')}
        </MenuItem>
        <MenuItem
          disabled={flows.redraftKind === null}
          onClick={choose(flows.askRedraft)}
          data-testid="function-redraft-ended"
        >
          {t(flows.redraftKind === 'copy' ? 'itemPage.copyAsDraft' : 'itemPage.returnToDraft')}
        </MenuItem>
        <MenuItem
          disabled={!item.isDraft}
          onClick={choose(onDeleteDraft)}
          data-testid="function-delete-draft"
        >
          {t('drafts.delete')}
        </MenuItem>
      </Menu>
      <LifecycleDialogs flows={flows} />
    </>
  );
}
