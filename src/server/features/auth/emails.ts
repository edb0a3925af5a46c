// The sign-up and password e-mails. Links expire; the text says when.
import { APP_NAME } from '#shared/constants.ts';
import { linkExpiry } from '../../platform/email-links.ts';
import { composeMail } from '../../platform/mail.ts';

export const verifyEmailMessage = (to: string, firstName: string, url: string) =>
  composeMail(
    to,
    `Confirm your ${APP_NAME} account`,
    [`Hi ${firstName},`, `Welcome to ${APP_NAME}! Please confirm your email address to finish creating your account.`,
      `This link expires in ${linkExpiry('verifyEmail')} and works once.`],
    { url, label: 'Confirm my email' },
  );

export const accountExistsMessage = (to: string, signInUrl: string, resetUrl: string) =>
  composeMail(
    to,
    `Someone tried to sign up with your email`,
    [`Someone tried to create a ${APP_NAME} account with this address, which already has one.`,
      `If it was you, sign in at ${signInUrl} or reset your password at ${resetUrl}.`,
      'If it was not you, you can ignore this message.'],
  );

export const resetPasswordMessage = (to: string, url: string) =>
  composeMail(
    to,
    `Reset your ${APP_NAME} password`,
    [`We received a request to reset the password of your ${APP_NAME} account.`,
      `This link expires in ${linkExpiry('resetPassword')} and works once. Using it signs you out everywhere.`,
      'If you did not ask for this, you can ignore this message: your password stays the same.'],
    { url, label: 'Choose a new password' },
  );
