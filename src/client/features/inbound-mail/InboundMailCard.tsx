// Settings → Account's card for updates from e-mail: the forwarding address, and the opt-in that
// applies sure proposals without asking.
import { Skeleton, Switch } from '@mantine/core';
import { INBOUND_TEXT } from '#shared/constants/inbound-mail.ts';
import { TOASTS } from '#shared/toasts.ts';
import { SettingsCard } from '../../components/SettingsCard.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { ForwardingAddress } from './ForwardingAddress.tsx';

/** The switch follows the click at once; a refused save puts it back and says why. */
function AutoApplySwitch({ enabled }: { enabled: boolean }) {
  const utils = trpc.useUtils();
  const save = trpc.inboundMail.setAutoApply.useMutation({
    onMutate: async (input) => {
      await utils.inboundMail.overview.cancel();
      const before = utils.inboundMail.overview.getData();
      utils.inboundMail.overview.setData(undefined, (old) => old && { ...old, autoApply: input.enabled });
      return { before };
    },
    onError: (err, _input, context) => {
      utils.inboundMail.overview.setData(undefined, context?.before);
      notifyError(err, TOASTS.settings.saveFailed);
    },
  });
  return (
    <Switch
      label={INBOUND_TEXT.autoApply}
      description={INBOUND_TEXT.autoApplyHelp}
      checked={enabled}
      disabled={save.isPending}
      onChange={(event) => save.mutate({ enabled: event.currentTarget.checked })}
    />
  );
}

export function InboundMailCard() {
  const overview = trpc.inboundMail.overview.useQuery();
  return (
    <SettingsCard title={INBOUND_TEXT.addressTitle}>
      <QueryState query={overview} loading={<Skeleton h={140} radius="sm" aria-busy="true" />}>
        {(data) => (
          <>
            <ForwardingAddress address={data.address} receiving={data.receiving} />
            <AutoApplySwitch enabled={data.autoApply} />
          </>
        )}
      </QueryState>
    </SettingsCard>
  );
}
