import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { locales, type Locale } from '@dealer/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ChoiceMenu } from '../../components/choice-menu/choice-menu';
import { useToast } from '../../components/toast/toast-context';
import { useLocale } from '../../i18n/use-locale';
import { useChangeLocale } from '../../lib/session/use-change-locale';

/** Changes the language at once and saves it to the user; a failed save reverts (spec 4). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const toast = useToast();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const handleSelect = (next: Locale) => {
    setAnchor(null);
    if (next === locale) return; // spec 4: the current language is ignored
    changeLocale.mutate(next, { onError: () => toast.error('shell.languageChangeFailed') });
  };

  return (
    <>
      <Button
        color="inherit"
        data-testid="language-switch"
        startIcon={<Translate />}
        // The name starts with the language shown, as a speech user says what they see (WCAG 2.5.3).
        aria-label={t('shell.languageSwitch', { language: t(`language.${locale}`) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t(`language.${locale}`)}
        </Box>
      </Button>
      <ChoiceMenu
        anchor={anchor}
        choices={locales.map((option) => ({
          value: option,
          label: t(`language.${option}`),
          lang: option.slice(0, 2),
          testId: `language-${option}`,
        }))}
        selected={locale}
        onSelect={handleSelect}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
