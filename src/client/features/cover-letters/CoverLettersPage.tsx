// PLACEHOLDER: replaced by the letter-client branch.
import { PageHeading } from '../../components/PageHeading.tsx';
import { COVER_LETTER_TEXT } from '#shared/constants/cover-letters.ts';

export default function CoverLettersPage() {
  return <PageHeading title={COVER_LETTER_TEXT.pageTitle} />;
}
