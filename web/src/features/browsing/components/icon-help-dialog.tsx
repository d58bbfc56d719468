import HourglassTop from '@mui/icons-material/HourglassTopOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../../i18n/use-translation';
import { iconExplanations } from './item-badges';

const explanations = [
  { Icon: Schedule, key: 'items.help.scheduled' },
  { Icon: HourglassTop, key: 'items.help.waiting' },
  ...iconExplanations,
] as const;

/** What the list's icons mean (spec 2): MUI's Dialog and List live in this chunk only. */
export default function IconHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} data-testid="icon-help-dialog">
      <DialogTitle>{t('items.help.title')}</DialogTitle>
      <DialogContent>
        <List dense>
          {explanations.map(({ Icon, key }) => (
            <ListItem key={key}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={t(key)} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
