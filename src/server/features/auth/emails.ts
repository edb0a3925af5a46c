// The account e-mails: plain text first (it is what most security mail should be), with a simple
// HTML twin. Links expire; the text says when.
import { APP_NAME, EMAIL_LINK_TTL_HOURS } from '../../../shared/constants.ts';
import type { MailMessage } from '../../platform/mail.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function message(to: string, subject: string, lines: string[], link?: { url: string; label: string }): MailMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', `— The ${APP_NAME} team`].join('\n');
  const html = [
    ...lines.map((l) => `<p>${escape(l)}</p>`),
    link ? `<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>` : '',
    `<p>— The ${APP_NAME} team</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

export const verifyEmailMessage = (to: string, firstName: string, url: string) =>
  message(
    to,
    `Confirm your ${APP_NAME} account`,
    [`Hi ${firstName},`, `Welcome to ${APP_NAME}! Please confirm your email address to finish creating your account.`,
      `This link expires in ${hours(EMAIL_LINK_TTL_HOURS.verifyEmail)} and works once.`],
    { url, label: 'Confirm my email' },
  );

export const accountExistsMessage = (to: string, signInUrl: string, resetUrl: string) =>
  message(
    to,
    `Someone tried to sign up with your email`,
    [`Someone tried to create a ${APP_NAME} account with this address, which already has one.`,
      `If it was you, sign in at ${signInUrl} or reset your password at ${resetUrl}.`,
      'If it was not you, you can ignore this message.'],
  );

export const resetPasswordMessage = (to: string, url: string) =>
  message(
    to,
    `Reset your ${APP_NAME} password`,
    [`We received a request to reset the password of your ${APP_NAME} account.`,
      `This link expires in ${hours(EMAIL_LINK_TTL_HOURS.resetPassword)} and works once. Using it signs you out everywhere.`,
      'If you did not ask for this, you can ignore this message: your password stays the same.'],
    { url, label: 'Choose a new password' },
  );

export const changeEmailMessage = (to: string, url: string) =>
  message(
    to,
    `Confirm your new ${APP_NAME} email address`,
    [`Please confirm that you want to use this address for your ${APP_NAME} account.`,
      `This link expires in ${hours(EMAIL_LINK_TTL_HOURS.changeEmail)} and works once.`],
    { url, label: 'Confirm my new email' },
  );

export const emailChangeRequestedMessage = (to: string, newEmail: string) =>
  message(
    to,
    `Your ${APP_NAME} email address is being changed`,
    [`Someone signed in to your account asked to change its email address to ${newEmail}.`,
      'If this was not you, change your password now: the change takes effect only when the new address is confirmed.'],
  );
