import { formatDateTime, type AuctionItemMessage } from '@dealer/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { useItemMessages, useSendMessage } from '../api/messages';
import { useLiveMessages } from '../hooks/use-live-messages';
import { MessageForm } from './message-form';

interface QuestionsPanelProps {
  itemId: number;
  /** The organisation the viewer acts for (the message is sent for it). */
  organisationId: number;
  /** A buyer of the active item that takes questions. */
  canAsk: boolean;
  /** The item's auctioneer while the item is active. */
  canAnswer: boolean;
}

/** Who wrote a message: a name for one's own organisation, else the number on the item. */
function WriterOf({ message }: { message: AuctionItemMessage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const who =
    message.userName ??
    (message.anonymizedUserNumber !== null
      ? t('messages.anonymousUser', { number: message.anonymizedUserNumber })
      : t('messages.unknownUser'));
  const parts = [
    who,
    message.organisationName,
    formatDateTime(new Date(message.timestamp), locale),
  ];
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {parts.filter(Boolean).join(' · ')}
    </Typography>
  );
}

/** Spec 2, Messages: questions with their answers; buyers ask, the auctioneer answers. */
export function QuestionsPanel({ itemId, organisationId, canAsk, canAnswer }: QuestionsPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: messages = [], isPending: isLoading } = useItemMessages(itemId, true);
  const send = useSendMessage(itemId);
  const [answering, setAnswering] = useState<number | null>(null);
  useLiveMessages(itemId);

  const questions = messages.filter((message) => message.auctionMessageId === null);
  const answersOf = (questionId: number) =>
    messages.filter((message) => message.auctionMessageId === questionId);

  const sendText = async (text: string, auctionMessageId: number | null) => {
    try {
      await send.mutateAsync({ organisationId, text, auctionMessageId });
      return true;
    } catch {
      toast.error(auctionMessageId === null ? 'messages.sendFailed' : 'messages.answerFailed');
      return false;
    }
  };

  return (
    <Stack spacing={2} data-testid="questions">
      {!isLoading && questions.length === 0 ? (
        <Typography color="text.secondary">{t('messages.none')}</Typography>
      ) : null}
      {questions.map((question) => (
        <Box
          key={question.id}
          data-testid="question"
          sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 2 }}
        >
          <WriterOf message={question} />
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {question.text}
          </Typography>
          {answersOf(question.id).map((answer) => (
            <Box key={answer.id} data-testid="answer" sx={{ mt: 1, ml: 2 }}>
              <WriterOf message={answer} />
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {answer.text}
              </Typography>
            </Box>
          ))}
          {canAnswer && answersOf(question.id).length === 0 ? (
            answering === question.id ? (
              // Spec 2: the answer area closes on a click outside it.
              <ClickAwayListener onClickAway={() => setAnswering(null)}>
                <Box sx={{ mt: 1 }}>
                  <MessageForm
                    testId="answer-form"
                    label={t('messages.answerLabel')}
                    sendLabel={t('messages.sendAnswer')}
                    isPending={send.isPending}
                    autoFocus
                    onSend={async (text) => {
                      const sent = await sendText(text, question.id);
                      if (sent) setAnswering(null);
                      return sent;
                    }}
                  />
                </Box>
              </ClickAwayListener>
            ) : (
              <Button size="small" sx={{ mt: 1 }} onClick={() => setAnswering(question.id)}>
                {t('messages.answer')}
              </Button>
            )
          ) : null}
        </Box>
      ))}
      {canAsk ? (
        <MessageForm
          testId="question-form"
          label={t('messages.questionLabel')}
          sendLabel={t('messages.sendQuestion')}
          isPending={send.isPending}
          onSend={(text) => sendText(text, null)}
        />
      ) : null}
    </Stack>
  );
}
