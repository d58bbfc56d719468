import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  fromToggle,
  isValidEmail,
  maxDefaultCommissionFee,
  maxDefaultStartPrice,
  roundedAmountChange,
  textChange,
  toToggle,
  type OrganisationSettings,
  type ToggleValue,
} from '@dealer/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { useSettingsDefaultLists } from '../api/default-lists';
import { useOrganisationSettings, useSaveSettings } from '../api/organisation-settings';
import { EditableText } from './editable-text';
import { SettingsSubPage } from './settings-sub-page';

type ToggleField = 'vatDeductable' | 'fixedEndTime' | 'openBid' | 'questionsAllowed';
const toggleFields: ToggleField[] = [
  'vatDeductable',
  'fixedEndTime',
  'openBid',
  'questionsAllowed',
];

/** Auction defaults (spec 2/4): what every new draft of the organisation starts with. */
export function AuctionDefaultsPage() {
  const { t } = useTranslation();
  const { selectedOrganisation, flags } = useSession();
  const organisationId = selectedOrganisation!.id;
  const settings = useOrganisationSettings(organisationId);
  const lists = useSettingsDefaultLists();
  const { save } = useSaveSettings(organisationId);
  return (
    <SettingsSubPage
      title={t('settings.pages.auctionDefaults')}
      isLoading={settings.isPending || lists.isPending}
      isError={settings.isError}
    >
      {settings.data && lists.data ? (
        <AuctionDefaultsForm
          settings={settings.data}
          minimumRaises={lists.data.MinimumRaise}
          hours={lists.data.HoursOpenAfterFirstBid}
          isProAuctioneer={flags.isProAuctioneer}
          onSave={save}
        />
      ) : null}
    </SettingsSubPage>
  );
}

interface FormProps {
  settings: OrganisationSettings;
  minimumRaises: number[];
  hours: number[];
  isProAuctioneer: boolean;
  onSave: (change: Partial<OrganisationSettings>) => boolean;
}

function AuctionDefaultsForm({
  settings,
  minimumRaises,
  hours,
  isProAuctioneer,
  onSave,
}: FormProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Partial<Record<string, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const typedValue = (name: keyof OrganisationSettings) =>
    typed[name] ?? (settings[name] === null ? '' : String(settings[name]));
  const handleType = (name: string) => (event: { target: { value: string } }) =>
    setTyped((current) => ({ ...current, [name]: event.target.value }));
  const clear = (name: string) => setTyped(({ [name]: _removed, ...rest }) => rest);

  // Spec 4: start price and commission fee are rounded on blur and saved only when changed.
  const handleAmountBlur = (name: 'startPrice' | 'commissionFee', max: number) => () => {
    const input = typed[name];
    if (input === undefined) return;
    const next = roundedAmountChange(settings[name], input);
    const value = name === 'commissionFee' && next === null ? 0 : next;
    if (value !== undefined && value !== null && (value < 0 || value > max)) {
      setErrors((current) => ({ ...current, [name]: t('auctionDefaults.max', { max }) }));
      return;
    }
    setErrors(({ [name]: _removed, ...rest }) => rest);
    clear(name);
    if (value !== undefined) onSave({ [name]: value });
  };
  // Spec 4: the e-mail saves on blur when changed and valid; the phone when changed.
  const handleTextBlur = (name: 'organisationEmailAddress' | 'organisationPhoneNumber') => () => {
    const next = textChange(settings[name], typed[name]);
    if (name === 'organisationEmailAddress' && next && !isValidEmail(next)) {
      setErrors((current) => ({ ...current, [name]: t('auctionDefaults.invalidEmail') }));
      return;
    }
    setErrors(({ [name]: _removed, ...rest }) => rest);
    clear(name);
    if (next !== undefined) onSave({ [name]: next?.trim() ?? null });
  };

  const amountField = (name: 'startPrice' | 'commissionFee', max: number) => (
    <TextField
      label={t(`fields.${name}`)}
      value={typedValue(name)}
      onChange={handleType(name)}
      onBlur={handleAmountBlur(name, max)}
      error={Boolean(errors[name])}
      helperText={
        errors[name] ?? t('auctionDefaults.maxHint', { max: max.toLocaleString('fi-FI') })
      }
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `defaults-${name}` } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <Typography>{t('auctionDefaults.intro')}</Typography>
        {amountField('startPrice', maxDefaultStartPrice)}
        <TextField
          select
          label={t('fields.minimumRaise')}
          value={settings.minimumRaise ?? ''}
          onChange={(event) => onSave({ minimumRaise: Number(event.target.value) })}
          slotProps={{ htmlInput: { 'data-testid': 'defaults-minimumRaise' } }}
        >
          {minimumRaises.map((value) => (
            <MenuItem key={value} value={value}>
              {t('auctionDefaults.euros', { value })}
            </MenuItem>
          ))}
        </TextField>
        {amountField('commissionFee', maxDefaultCommissionFee)}
        {toggleFields.map((name) => (
          <TextField
            key={name}
            select
            label={t(`fields.${name}`)}
            value={toToggle(settings[name])}
            onChange={(event) =>
              onSave({ [name]: fromToggle(Number(event.target.value) as ToggleValue) })
            }
            slotProps={{ htmlInput: { 'data-testid': `defaults-${name}` } }}
          >
            <MenuItem value={1}>{t('common.yes')}</MenuItem>
            <MenuItem value={2}>{t('common.no')}</MenuItem>
          </TextField>
        ))}
        <TextField
          select
          label={t('fields.hoursOpenAfterFirstBid')}
          value={settings.hoursOpenAfterFirstBid}
          // Spec 4: a fixed end time leaves nothing open after the first bid.
          disabled={settings.fixedEndTime}
          helperText={settings.fixedEndTime ? t('auctionDefaults.fixedEndTimeNote') : undefined}
          onChange={(event) => onSave({ hoursOpenAfterFirstBid: Number(event.target.value) })}
          slotProps={{ htmlInput: { 'data-testid': 'defaults-hoursOpenAfterFirstBid' } }}
        >
          {hours.map((value) => (
            <MenuItem key={value} value={value}>
              {t('auctionDefaults.hours', { count: value })}
            </MenuItem>
          ))}
        </TextField>
        {isProAuctioneer ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={settings.showInBasicAuction}
                onChange={(event) => onSave({ showInBasicAuction: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'defaults-showInBasicAuction' } as object }}
              />
            }
            label={t('fields.showInBasicAuction')}
          />
        ) : null}
        <Typography variant="h2">{t('fields.auctioneerDescription')}</Typography>
        <EditableText
          label={t('fields.auctioneerDescription')}
          addLabel={t('auctionDefaults.addDescription')}
          value={settings.auctioneerDescription}
          onSave={(value) => onSave({ auctioneerDescription: value })}
          testId="defaults-auctioneerDescription"
        />
        <Typography variant="h2">{t('auctionDefaults.paymentInstructions')}</Typography>
        <EditableText
          label={t('auctionDefaults.paymentInstructions')}
          addLabel={t('auctionDefaults.addPaymentInstructions')}
          value={settings.paymentInstructions}
          onSave={(value) => onSave({ paymentInstructions: value })}
          testId="defaults-paymentInstructions"
        />
        <TextField
          label={t('auctionDefaults.organisationEmailAddress')}
          type="email"
          value={typedValue('organisationEmailAddress')}
          onChange={handleType('organisationEmailAddress')}
          onBlur={handleTextBlur('organisationEmailAddress')}
          error={Boolean(errors.organisationEmailAddress)}
          helperText={errors.organisationEmailAddress}
          slotProps={{ htmlInput: { 'data-testid': 'defaults-organisationEmailAddress' } }}
        />
        <TextField
          label={t('auctionDefaults.organisationPhoneNumber')}
          value={typedValue('organisationPhoneNumber')}
          onChange={handleType('organisationPhoneNumber')}
          onBlur={handleTextBlur('organisationPhoneNumber')}
          slotProps={{ htmlInput: { 'data-testid': 'defaults-organisationPhoneNumber' } }}
        />
      </Stack>
    </Paper>
  );
}
