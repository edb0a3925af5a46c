// /features/resume-builder: the landing, or the editor when the address names a resume
// (`?resume=<id>`), the active one (`?resume=active`) or a new one (`?resume=new`), with an
// optional `&template=<id>` chosen on the landing.
import { Container } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DEFAULT_RESUME_TEMPLATE, RESUME_TEMPLATES, type ResumeTemplateId } from '#shared/constants/resumes.ts';
import type { ResumeDraft } from '#shared/schemas/resumes.ts';
import { link } from '#shared/routes.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../trpc.ts';
import { clearDraft } from '../../lib/drafts.ts';
import { NEW_RESUME_KEY, resumeDraftKey } from './draft-storage.ts';
import { blankContent } from './resume-model.ts';
import { ResumeBuilderLanding } from './ResumeBuilderLanding.tsx';
import { ResumeEditor } from './ResumeEditor.tsx';
import { resumeEditorPath } from './use-tailor.tsx';

interface EditorRequest {
  /** 'active', 'new' or a resume id. */
  resume: string;
  template: ResumeTemplateId | null;
  userId: string;
  premium: boolean;
  imported: ResumeDraft | null;
  onCreated: (id: string) => void;
}

function EditorLoader({ resume, template, userId, premium, imported, onCreated }: EditorRequest) {
  const active = trpc.resumes.active.useQuery(undefined, { enabled: resume === 'active' });
  const chosen = trpc.resumes.get.useQuery({ id: resume }, { enabled: resume !== 'active' && resume !== 'new' });
  const query = resume === 'active' ? active : resume === 'new' ? null : chosen;
  // The editor mounts once, on the first answer: refetches after a save must not reset the form.
  const [first, setFirst] = useState<{ saved: typeof active.data } | null>(null);
  if (!first && (query === null || query.data !== undefined)) setFirst({ saved: query?.data ?? null });

  if (!first) {
    return query?.error ? <LoadError error={query.error} /> : <PageLoader />;
  }
  const saved = first.saved ?? null;
  return (
    <ResumeEditor
      userId={userId}
      premium={premium}
      saved={saved}
      start={{
        template: template ?? saved?.template ?? DEFAULT_RESUME_TEMPLATE,
        content: saved?.content ?? imported?.content ?? blankContent(),
      }}
      unplaced={saved ? [] : (imported?.unplaced ?? [])}
      onCreated={onCreated}
    />
  );
}

export default function ResumeBuilderPage() {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const requested = params.get('resume');
  const premium = user?.isPremium ?? false;
  // A premium template in the address is ignored for a free member (the server would refuse to save it).
  const template = RESUME_TEMPLATES.find((t) => t.id === params.get('template') && (premium || !t.premium))?.id ?? null;

  // Each resume opened gets a fresh editor; the address change after a first save does not.
  const [opened, setOpened] = useState({ request: requested, generation: 0 });
  if (requested !== opened.request) setOpened({ request: requested, generation: opened.generation + 1 });
  const [imported, setImported] = useState<ResumeDraft | null>(null);

  const open = (request: string, chosen?: ResumeTemplateId) =>
    navigate(link(`/features/resume-builder?resume=${request}${chosen ? `&template=${chosen}` : ''}`));
  const adopt = (id: string) => {
    setOpened((o) => ({ ...o, request: id }));
    navigate(resumeEditorPath(id), { replace: true });
  };

  return (
    <Container size="xl" py="xl">
      {!user ? (
        <PageLoader />
      ) : requested ? (
        <EditorLoader
          key={opened.generation}
          resume={requested}
          template={template}
          userId={user.id}
          premium={premium}
          imported={requested === 'new' ? imported : null}
          onCreated={adopt}
        />
      ) : (
        <ResumeBuilderLanding
          premium={premium}
          onOpen={open}
          onImported={(draft) => {
            // The import is the new resume now: an older unsaved one would otherwise be restored over it.
            clearDraft(resumeDraftKey(user.id, NEW_RESUME_KEY));
            setImported(draft);
            open('new');
          }}
        />
      )}
    </Container>
  );
}
