// The tracker's "N updates from your e-mail": the pending proposals to accept or dismiss, the .eml
// import, and the forwarding address behind a button (the block Settings shows). With nothing
// pending it is one line, so the tracker keeps its place for the applications.
import { Button, Card, FileButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAt, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { INBOUND_OUTCOME_LABELS, INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { notify } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { ForwardingAddress } from './ForwardingAddress.tsx';
import { checkEmailFile, EMAIL_ACCEPT, uploadEmail } from './import-email.ts';
import { ProposalItem } from './ProposalItem.tsx';
import { useEmailRefresh } from './refresh.ts';

/** Reads a saved message: its proposal joins the list, or, applied at once (auto-apply), the tracker changes. */
function ImportEmailButton() {
  const refresh = useEmailRefresh();
  const [importing, setImporting] = useState(false);

  const importFile = async (file: File | null) => {
    if (!file) return;
    const problem = checkEmailFile(file);
    if (problem) return notify({ title: INBOUND_TEXT.importFailed, description: problem }, 'red');
    setImporting(true);
    try {
      const result = await uploadEmail(file);
      notify({ title: result.applied ? INBOUND_TEXT.accepted : INBOUND_TEXT.imported, description: INBOUND_OUTCOME_LABELS[result.outcome] });
      refresh({ applications: result.applied });
    } catch (err) {
      // The route answers in its own words (uploadFile carries them).
      notify({ title: INBOUND_TEXT.importFailed, description: (err as Error).message }, 'red');
    } finally {
      setImporting(false);
    }
  };

  return (
    <FileButton onChange={(file) => void importFile(file)} accept={EMAIL_ACCEPT}>
      {(props) => (
        <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} />} loading={importing}>
          {INBOUND_TEXT.importEmail}
        </Button>
      )}
    </FileButton>
  );
}

export function EmailUpdates() {
  const overview = trpc.inboundMail.overview.useQuery();
  const [addressOpen, setAddressOpen] = useState(false);
  const headingId = useId();

  return (
    <QueryState query={overview} loading={null} keepData="above">
      {(data) => (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId} data-testid="email-updates">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <div>
                <Title order={2} size="h5" id={headingId}>
                  {data.proposals.length > 0 ? INBOUND_TEXT.updatesTitle(data.proposals.length) : INBOUND_TEXT.noUpdates}
                </Title>
                {data.proposals.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {INBOUND_TEXT.importHelp}
                  </Text>
                )}
              </div>
              <Group gap="xs">
                <ImportEmailButton />
                <Button size="xs" variant="default" leftSection={<IconAt size={14} />} onClick={() => setAddressOpen(true)}>
                  {INBOUND_TEXT.addressTitle}
                </Button>
              </Group>
            </Group>
            {data.proposals.length > 0 && (
              // list-style none drops the list's role in Safari: it is said again.
              <Stack component="ul" role="list" aria-labelledby={headingId} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.proposals.map((proposal) => (
                  <ProposalItem key={proposal.id} proposal={proposal} />
                ))}
              </Stack>
            )}
          </Stack>
          <Modal opened={addressOpen} onClose={() => setAddressOpen(false)} title={INBOUND_TEXT.addressTitle} closeButtonProps={{ 'aria-label': 'Close' }}>
            <ForwardingAddress address={data.address} receiving={data.receiving} />
          </Modal>
        </Card>
      )}
    </QueryState>
  );
}
