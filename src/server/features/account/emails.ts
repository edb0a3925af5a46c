// The e-mails of an address change: a link to the new address, a warning to the old one.
import { APP_NAME } from '#shared/constants.ts';
import { linkExpiry } from '../../platform/email-links.ts';
import { composeMail } from '../../platform/mail.ts';

export const changeEmailMessage = (to: string, url: string) =>
  composeMail(
    to,
    `Confirm your new ${APP_NAME} email address`,
    [`Please confirm that you want to use this address for your ${APP_NAME} account.`,
      `This link expires in ${linkExpiry('changeEmail')} and works once.`],
    { url, label: 'Confirm my new email' },
  );

export const emailChangeRequestedMessage = (to: string, newEmail: string) =>
  composeMail(
    to,
    `Your ${APP_NAME} email address is being changed`,
    [`Someone signed in to your account asked to change its email address to ${newEmail}.`,
      'If this was not you, change your password now: the change takes effect only when the new address is confirmed.'],
  );
