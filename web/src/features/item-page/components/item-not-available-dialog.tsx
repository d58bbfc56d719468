import { routePaths } from '@dealer/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';

/** Spec 2: blocking; the item does not exist or the user may not see it. */
export function ItemNotAvailableDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} data-testid="item-not-available">
      <DialogTitle id={titleId}>{t('itemPage.notAvailableTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('itemPage.notAvailableText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          component={Link}
          to={routePaths.items}
          variant="contained"
          data-testid="item-not-available-leave"
        >
          {t('common.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
