import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import {
  useResponsibleCandidates,
  type ResponsibleSalespersonChange,
} from '../../api/responsible-salespeople';

interface AddResponsibleSalespersonProps {
  organisationId: number;
  addedUserIds: number[];
  /** Whether one more may be shown in the auction: a new one is shown if so. */
  canShow: boolean;
  isPending: boolean;
  onAdd: (change: ResponsibleSalespersonChange) => void;
}

/** Adds one of the organisation's responsible salespeople to the item. */
export function AddResponsibleSalesperson({
  organisationId,
  addedUserIds,
  canShow,
  isPending,
  onAdd,
}: AddResponsibleSalespersonProps) {
  const { t } = useTranslation();
  const { data: candidates = [] } = useResponsibleCandidates(organisationId);
  const [userId, setUserId] = useState('');
  const available = candidates.filter((candidate) => !addedUserIds.includes(candidate.userId));

  const handleAdd = () => {
    if (!userId) return;
    onAdd({ kind: 'add', userId: Number(userId), showInAuction: canShow });
    setUserId('');
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
      <TextField
        select
        label={t('responsibleSalespeople.candidate')}
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
        disabled={available.length === 0}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'responsible-candidate' },
        }}
      >
        <option value="">{t('itemPage.choose')}</option>
        {available.map((candidate) => (
          <option key={candidate.userId} value={String(candidate.userId)}>
            {`${candidate.firstName} ${candidate.lastName}`}
          </option>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={handleAdd}
        disabled={!userId}
        loading={isPending}
        sx={{ flexShrink: 0 }}
        data-testid="add-responsible-salesperson"
      >
        {t('responsibleSalespeople.add')}
      </Button>
    </Stack>
  );
}
