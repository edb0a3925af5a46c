// What other areas use of updates from e-mail: the tracker's section, the Settings card, and the
// timeline's Undo of an update applied from a message.
export { EmailUpdates } from './EmailUpdates.tsx';
export { InboundMailCard } from './InboundMailCard.tsx';
export { UndoEmailUpdate } from './UndoEmailUpdate.tsx';
