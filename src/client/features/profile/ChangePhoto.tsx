// Change Photo on the profile header: pick an image, see it, save it (with upload progress) or
// remove the current one. The server re-encodes it; the page shows what the server stored.
import { Button, FileButton, Group, Image, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PHOTO_ACCEPT, PHOTO_LIMITS, PHOTO_TEXT } from '#shared/constants/profile.ts';
import { TOASTS } from '#shared/toasts.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { trpc } from '../../trpc.ts';
import { checkPhotoFile, uploadPhoto } from './upload-photo.ts';

export function ChangePhoto({ hasPhoto }: { hasPhoto: boolean }) {
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const remove = trpc.profile.removePhoto.useMutation();


  const choose = (file: File | null) => {
    if (!file) return;
    const refused = checkPhotoFile(file);
    if (refused) return notify({ title: TOASTS.profile.photoFailed.title, description: refused }, 'red');
    // A data: address, which the Content-Security-Policy allows for images (blob: it does not).
    const reader = new FileReader();
    reader.onload = () => setChosen({ file, preview: String(reader.result) });
    reader.onerror = () => notify({ title: TOASTS.profile.photoFailed.title, description: PHOTO_TEXT.unreadable }, 'red');
    reader.readAsDataURL(file);
  };
  const close = () => {
    setChosen(null);
    setProgress(null);
  };
  // Everything that shows the photo (this page, the forum) reads it from the server again.
  const refresh = () => Promise.all([utils.profile.invalidate(), utils.forum.invalidate()]);

  const save = async () => {
    if (!chosen) return;
    setProgress(0);
    try {
      await uploadPhoto(chosen.file, setProgress).done;
      await refresh();
      notify(TOASTS.profile.photoUpdated);
      close();
    } catch (err) {
      setProgress(null);
      notify({ title: TOASTS.profile.photoFailed.title, description: err instanceof Error ? err.message : undefined }, 'red');
    }
  };

  const removePhoto = async () => {
    try {
      await remove.mutateAsync();
      await refresh();
      notify(TOASTS.profile.photoRemoved);
    } catch (err) {
      notifyError(err, TOASTS.profile.photoFailed);
    }
  };

  return (
    <>
      <Group gap="xs">
        <FileButton onChange={choose} accept={PHOTO_ACCEPT}>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconCamera size={14} />}>
              Change Photo
            </Button>
          )}
        </FileButton>
        {hasPhoto && (
          <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} loading={remove.isPending} onClick={() => void removePhoto()}>
            Remove Photo
          </Button>
        )}
      </Group>
      <Modal opened={chosen !== null} onClose={close} title="New profile photo" centered>
        <Stack>
          {chosen && <Image src={chosen.preview} alt="Preview of the chosen photo" radius="50%" w={160} h={160} fit="cover" mx="auto" />}
          <Text size="sm" c="dimmed">
            The photo is cropped to a square and saved at {PHOTO_LIMITS.sizePx} pixels; location and camera details are removed.
          </Text>
          {progress !== null && <Progress value={progress * 100} aria-label="Upload progress" animated />}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={progress !== null}>
              Cancel
            </Button>
            <Button onClick={() => void save()} loading={progress !== null}>
              Save Photo
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
