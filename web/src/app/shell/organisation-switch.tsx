import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Business from '@mui/icons-material/BusinessOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ChoiceMenu } from '../../components/choice-menu/choice-menu';
import { useToast } from '../../components/toast/toast-context';
import { useSession } from '../../lib/session/session-context';
import { useSwitchOrganisation } from '../../lib/session/use-switch-organisation';

interface OrganisationSwitchProps {
  testId?: string;
  color?: ButtonProps['color'];
}

/** Shows the selected organisation; choosing another selects it (spec 4, Shell behaviour). */
export function OrganisationSwitch({
  testId = 'organisation-switch',
  color = 'inherit',
}: OrganisationSwitchProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { organisations, selectedOrganisation } = useSession();
  const switchOrganisation = useSwitchOrganisation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = selectedOrganisation?.name ?? t('shell.noOrganisation');

  const handleSelect = (organisationId: number) => {
    setAnchor(null);
    if (organisationId === selectedOrganisation?.id) return; // spec 4: same one is ignored
    switchOrganisation.mutate(organisationId, {
      onError: () => toast.error('shell.organisationChangeFailed'),
    });
  };

  return (
    <>
      <Button
        color={color}
        data-testid={testId}
        startIcon={<Business />}
        endIcon={<ArrowDropDown />}
        disabled={organisations.length === 0}
        loading={switchOrganisation.isPending}
        loadingPosition="start"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        title={t('shell.organisationSwitch')}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          minWidth: 0,
          maxWidth: { xs: 150, sm: 320 },
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label}
        </span>
      </Button>
      <ChoiceMenu
        anchor={anchor}
        choices={organisations.map((organisation) => ({
          value: organisation.id,
          label: organisation.name,
          testId: `organisation-option-${organisation.id}`,
        }))}
        selected={selectedOrganisation?.id}
        onSelect={handleSelect}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
