import ContactSupport from '@mui/icons-material/ContactSupportOutlined';
import Gavel from '@mui/icons-material/GavelOutlined';
import PostAdd from '@mui/icons-material/PostAddOutlined';
import QuestionAnswer from '@mui/icons-material/QuestionAnswerOutlined';
import LockClock from '@mui/icons-material/LockClockOutlined';
import Star from '@mui/icons-material/Star';
import WorkspacePremium from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from '../../../i18n/use-translation';

interface BadgeSource {
  isFavorite: boolean;
  isProItem: boolean;
  openBid: boolean;
  hasPriceReservation: boolean;
  /** Issue 11: the server tells these to those who should see them (waiting ones to the seller). */
  hasUnansweredQuestions?: boolean;
  hasAnsweredQuestions?: boolean;
  hasAdditionalInfo?: boolean;
}

/** The small icons the icon explanation dialog explains. */
export function ItemBadges({ row }: { row: BadgeSource }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, color: 'text.secondary' }}>
      {row.isFavorite ? (
        <Star fontSize="small" color="warning" titleAccess={t('items.help.favourite')} />
      ) : null}
      {row.isProItem ? (
        <WorkspacePremium fontSize="small" titleAccess={t('items.help.pro')} />
      ) : null}
      {row.openBid ? <Gavel fontSize="small" titleAccess={t('items.help.openBid')} /> : null}
      {row.hasPriceReservation ? (
        <LockClock fontSize="small" titleAccess={t('items.help.priceReservation')} />
      ) : null}
      {row.hasUnansweredQuestions ? (
        <ContactSupport
          fontSize="small"
          color="error"
          titleAccess={t('messages.icon.unanswered')}
          data-testid="icon-unanswered-question"
        />
      ) : row.hasAnsweredQuestions ? (
        <QuestionAnswer
          fontSize="small"
          titleAccess={t('messages.icon.answered')}
          data-testid="icon-answered-question"
        />
      ) : null}
      {row.hasAdditionalInfo ? (
        <PostAdd fontSize="small" titleAccess={t('addedInfo.icon')} data-testid="icon-added-info" />
      ) : null}
    </Box>
  );
}

/** What each icon means (spec 2: the icon explanation dialog). */
export const iconExplanations = [
  { Icon: Star, key: 'items.help.favourite' },
  { Icon: WorkspacePremium, key: 'items.help.pro' },
  { Icon: Gavel, key: 'items.help.openBid' },
  { Icon: LockClock, key: 'items.help.priceReservation' },
  { Icon: ContactSupport, key: 'messages.icon.unanswered' },
  { Icon: QuestionAnswer, key: 'messages.icon.answered' },
  { Icon: PostAdd, key: 'addedInfo.icon' },
] as const;
