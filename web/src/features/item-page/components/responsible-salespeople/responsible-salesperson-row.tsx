import type { ResponsibleSalesperson } from '@dealer/domain';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { useTranslation } from '../../../../i18n/use-translation';
import type { ResponsibleSalespersonChange } from '../../api/responsible-salespeople';

interface ResponsibleSalespersonRowProps {
  person: ResponsibleSalesperson;
  canManage: boolean;
  canShow: boolean;
  isPending: boolean;
  onChange: (change: ResponsibleSalespersonChange) => void;
}

export function ResponsibleSalespersonRow({
  person,
  canManage,
  canShow,
  isPending,
  onChange,
}: ResponsibleSalespersonRowProps) {
  const { t } = useTranslation();
  const name = `${person.firstName} ${person.lastName}`;
  const contact = [person.phoneNumber, person.emailAddress].filter(Boolean).join(' · ');

  return (
    <ListItem
      disableGutters
      data-testid={`responsible-salesperson-${person.userId}`}
      secondaryAction={
        canManage ? (
          <IconButton
            edge="end"
            aria-label={t('responsibleSalespeople.remove', { name })}
            disabled={isPending}
            onClick={() => onChange({ kind: 'remove', id: person.id })}
            data-testid={`remove-responsible-salesperson-${person.userId}`}
          >
            <DeleteOutline />
          </IconButton>
        ) : undefined
      }
    >
      <ListItemText primary={name} secondary={contact || undefined} sx={{ mr: 2 }} />
      <FormControlLabel
        sx={{ mr: canManage ? 5 : 0 }}
        label={t('responsibleSalespeople.showInAuction')}
        control={
          <Switch
            size="small"
            checked={person.showInAuction}
            disabled={!canManage || isPending || !canShow}
            onChange={(_event, showInAuction) =>
              onChange({ kind: 'update', id: person.id, showInAuction })
            }
            slotProps={{
              input: { 'data-testid': `show-responsible-salesperson-${person.userId}` } as object,
            }}
          />
        }
      />
    </ListItem>
  );
}
