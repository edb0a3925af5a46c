// One question at a time: the answer box and the recording timer, which times the answer (m:ss)
// while recording and starts again at 0:00 with each question. Next saves the answer; on the last
// question the button completes the interview.
import { Button, Group, Paper, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight, IconCheck, IconPlayerRecord, IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { INTERVIEW_LIMITS } from '#shared/constants/interview.ts';
import { formatTimer } from '#shared/format.ts';
import { TOASTS } from '#shared/toasts.ts';
import type { InterviewSession } from '#shared/schemas/interview.ts';
import { notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { QuestionCard } from './QuestionCard.tsx';

export function InterviewInProgress({ session, onAnswered, onComplete }: { session: InterviewSession; onAnswered: (s: InterviewSession) => void; onComplete: (s: InterviewSession) => void }) {
  const save = trpc.interview.saveResponse.useMutation();
  const index = Math.min(session.responses.length, session.questions.length - 1);
  const question = session.questions[index]!;
  const last = index === session.questions.length - 1;
  const [answer, setAnswer] = useState('');
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (!recording) return;
    const timer = window.setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => window.clearInterval(timer);
  }, [recording]);

  const empty = answer.trim() === '';
  // The spec's rules: recording needs an answer begun; Next needs this question answered.
  const recordDisabled = empty && !recording;
  const nextDisabled = empty && session.responses.length === index;

  const next = async () => {
    setRecording(false);
    try {
      const saved = await save.mutateAsync({
        sessionId: session.id,
        questionIndex: index,
        answer,
        duration: Math.min(seconds, INTERVIEW_LIMITS.durationMax),
      });
      setAnswer('');
      setSeconds(0);
      if (last) onComplete(saved);
      else onAnswered(saved);
    } catch (err) {
      notifyError(err, TOASTS.interview.saveFailed);
    }
  };

  return (
    <Stack gap="md">
      {session.target && (
        <Text size="sm" c="dimmed">
          Practising for {session.target.label}
          {session.target.terms.length > 0 && ` · the job asks for ${session.target.terms.slice(0, 5).join(', ')}`}
        </Text>
      )}
      <Progress value={(index / session.questions.length) * 100} aria-label="Interview progress" />
      <QuestionCard question={question} heading={`Question ${index + 1} of ${session.questions.length}`} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Textarea
            label="Your answer"
            description="Type your answer, then time yourself saying it with the recording timer."
            autosize
            minRows={6}
            maxLength={INTERVIEW_LIMITS.answerMax}
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Group gap="sm">
              <Button
                variant={recording ? 'filled' : 'light'}
                color={recording ? 'red' : 'blue'}
                leftSection={recording ? <IconPlayerStop size={16} /> : <IconPlayerRecord size={16} />}
                disabled={recordDisabled}
                onClick={() => setRecording((r) => !r)}
              >
                {recording ? 'Stop Recording' : 'Start Recording'}
              </Button>
              <Text ff="monospace" size="lg" aria-label="Recording time" role="timer" data-testid="recording-timer">
                {formatTimer(seconds)}
              </Text>
              {recording && (
                <Text size="sm" c="red">
                  Recording
                </Text>
              )}
            </Group>
            <Button
              rightSection={last ? <IconCheck size={16} /> : <IconArrowRight size={16} />}
              disabled={nextDisabled}
              loading={save.isPending}
              onClick={() => void next()}
            >
              {last ? 'Complete Interview' : 'Next Question'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
