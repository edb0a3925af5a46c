// What other areas use of the data export: the Settings card.
export { DataExportCard } from './DataExportCard.tsx';
