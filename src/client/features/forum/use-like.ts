import { TOASTS } from '#shared/toasts.ts';
import type { ForumLikeState } from '#shared/schemas/forum.ts';
import { notify, notifyError } from '../../lib/feedback.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';

/**
 * Liking and unliking a post. The server sets the like (idempotent) and answers the count, which
 * `onChange` writes into whichever cache shows the post; visitors are asked to log in.
 */
export function useLikePost(onChange: (state: ForumLikeState) => void) {
  const { user } = useSession();
  const like = trpc.forum.like.useMutation();
  const toggle = async (postId: string, likedByMe: boolean) => {
    if (!user) {
      notify(TOASTS.forum.loginRequired, 'yellow');
      return;
    }
    try {
      onChange(await like.mutateAsync({ postId, liked: !likedByMe }));
    } catch (err) {
      notifyError(err);
    }
  };
  return { toggle, pendingPostId: like.isPending ? (like.variables?.postId ?? null) : null };
}
