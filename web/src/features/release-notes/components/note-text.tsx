import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';

const urlPattern = /(https?:\/\/[^\s]+)/g;

/** Spec 2: links in a note's text are clickable. */
export function NoteText({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Typography sx={{ whiteSpace: 'pre-line' }}>
      {text.split(urlPattern).map((part, index) =>
        index % 2 === 1 ? (
          <Link
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            aria-description={t('common.opensInNewTab')}
          >
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}
