// The tracker's public face: what other areas show of an application.
export { APPLICATION_STATUS_COLORS } from './status-colors.ts';
