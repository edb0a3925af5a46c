// What other areas use of saving a job from another site: the link field the tracker's Add dialog
// fills from, the job board's "Save a job from another site" dialog, and the browser extension's
// Settings card.
export { AlsoOnBoard, CaptureLinkField } from './CaptureLinkField.tsx';
export { ExtensionCard } from './ExtensionCard.tsx';
export { SaveFromLinkDialog } from './SaveFromLinkDialog.tsx';
