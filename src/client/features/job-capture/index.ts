// What other areas use of saving a job from another site: the link field the tracker's Add dialog
// fills from, and the job board's "Save a job from another site" dialog.
export { AlsoOnBoard, CaptureLinkField } from './CaptureLinkField.tsx';
export { SaveFromLinkDialog } from './SaveFromLinkDialog.tsx';
