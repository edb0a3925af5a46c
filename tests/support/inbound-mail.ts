// Employers' answers as they arrive, for the forwarded-mail tests: an interview invitation from a
// recruiter's own address with a calendar invitation, a rejection, a confirmation and a scheduling
// mail sent through Greenhouse, and a German rejection that the rules must leave alone.
import { eml, icsInvite } from '../../scripts/support/eml.ts';

export interface Answer {
  /** The member's forwarding address. */
  to: string;
  date?: Date;
}

/** From the recruiter's own mailbox at acme-robotics.com, with the interview attached as invite.ics. */
export const interviewInvitation = (a: Answer & { start: Date }) =>
  eml({
    from: 'Priya Shah <priya.shah@acme-robotics.com>',
    to: a.to,
    date: a.date,
    subject: 'Interview invitation: Backend Engineer at Acme Robotics',
    text: [
      'Hi Sam,',
      '',
      'Thanks for your interest in the Backend Engineer position at Acme Robotics. We would like to invite you to interview with our engineering team.',
      'I have attached a calendar invitation; it will be a video call of 45 minutes.',
      '',
      'Best regards,',
      'Priya Shah',
      'Talent Acquisition, Acme Robotics',
    ].join('\n'),
    calendar: icsInvite({ start: a.start, minutes: 45, summary: 'Backend Engineer interview - Acme Robotics', location: 'https://meet.acme-robotics.com/backend' }),
  });

/** Sent through Greenhouse on the company's behalf. */
export const rejection = (a: Answer & { company?: string; role?: string }) => {
  const company = a.company ?? 'Acme Robotics';
  const role = a.role ?? 'Backend Engineer';
  return eml({
    from: `${company} <no-reply@us.greenhouse-mail.io>`,
    to: a.to,
    date: a.date,
    subject: `Your application to ${company}`,
    text: [
      'Hi Sam,',
      '',
      `Thank you for your interest in the ${role} role at ${company}. After careful consideration, we have decided to move forward with other candidates whose experience more closely matches our needs at this time.`,
      '',
      'We wish you the best in your search.',
      '',
      `${company} Recruiting`,
    ].join('\n'),
  });
};

/** A confirmation from a company the member has not tracked yet. */
export const received = (a: Answer) =>
  eml({
    from: 'Initech Careers <careers@initech.example>',
    to: a.to,
    date: a.date,
    subject: 'Thank you for applying to Initech',
    text: [
      'Dear Sam,',
      '',
      'Thank you for applying to the Data Analyst position at Initech. We have received your application and our team will review it shortly.',
      '',
      'Initech Talent Team',
    ].join('\n'),
  });

/** Greenhouse asking to book an interview, naming the posting by its board address. */
export const greenhouseScheduling = (a: Answer & { postingId: string }) =>
  eml({
    from: 'Acme Robotics <no-reply@greenhouse.io>',
    to: a.to,
    date: a.date,
    subject: 'Next steps for Platform Engineer at Acme Robotics',
    html: [
      '<p>Hi Sam,</p>',
      '<p>Thank you for applying to the Platform Engineer role at Acme Robotics. We would like to schedule an interview with you.</p>',
      `<p>The posting: <a href="https://boards.greenhouse.io/acmerobotics/jobs/${a.postingId}">https://boards.greenhouse.io/acmerobotics/jobs/${a.postingId}</a></p>`,
      '<p>Acme Robotics Recruiting</p>',
    ].join('\n'),
  });

/** A rejection in German: not for the English rules. */
export const germanRejection = (a: Answer) =>
  eml({
    from: 'Globex Karriere <karriere@globex.de>',
    to: a.to,
    date: a.date,
    subject: 'Ihre Bewerbung bei Globex',
    text: [
      'Hallo Sam,',
      '',
      'vielen Dank für Ihre Bewerbung als Backend Engineer. Nach sorgfältiger Prüfung haben wir uns leider für andere Kandidaten entschieden.',
      '',
      'Mit freundlichen Grüßen',
      'Ihr Globex Recruiting-Team',
    ].join('\n'),
  });
