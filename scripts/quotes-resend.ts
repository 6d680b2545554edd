// `npm run quotes:resend`: mails every stored quotation request that is still unsent (the
// mail server was down when it came in). Same settings as the endpoint (src/quotation/server/config.ts):
// QUOTATION_STORE(_DIR), QUOTATION_PACKAGES_FILE, SMTP_URL (or SMTP_HOST …), QUOTATION_SALES_EMAIL, QUOTATION_MAIL_FROM.
//   --include-uncertain [id …]   also send the requests a crash interrupted mid-send (all, or those ids)
//   --mark-sent id [id …]        record these as sent without mailing (the mail server's log shows them delivered)
//   --grace-seconds N            leave requests younger than N seconds to the endpoint (default 60)
//   --spam                       list the requests stored as suspected spam (never mailed; those past
//                                QUOTATION_SPAM_RETENTION are removed first), and mail nothing
//   --release id [id …]          mail these suspected-spam requests after all (a person's), through the usual path
// Exit code 0 only when every request is mailed (or suspected spam); 1 while any is unsent, in flight or uncertain.
import './lib/resolve-ts.ts';
import { parseArgs } from 'node:util';

const { quotationConfig, quotationStore } = await import('../src/quotation/server/config.ts');
const { loadPackages } = await import('../src/quotation/server/packages.ts');
const { removeExpiredSpam } = await import('../src/quotation/server/store.ts');
const { listSpam, releaseSpam, resendUnsent } = await import('../src/quotation/server/resend.ts');
const { smtpSender } = await import('../src/quotation/server/send.ts');

const { hasUnsent, IN_FLIGHT_GRACE_MS } = await import('../src/quotation/server/resend.ts');

const { values: options, positionals } = parseArgs({
  options: {
    'include-uncertain': { type: 'boolean', default: false },
    'mark-sent': { type: 'boolean', default: false },
    'grace-seconds': { type: 'string' },
    spam: { type: 'boolean', default: false },
    release: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const ids = positionals.map((id) => id.trim()).filter(Boolean);
const modes = (['mark-sent', 'include-uncertain', 'spam', 'release'] as const).filter((mode) => options[mode]);
if (modes.length > 1) {
  console.error(`Give one of --${modes.join(', --')}, not several.`);
  process.exit(2);
}
if ((options['release'] && !ids.length) || (options.spam && ids.length)) {
  console.error('--release takes the ids of the suspected-spam requests to mail; --spam takes none.');
  process.exit(2);
}
if (options['mark-sent'] && (!ids.length || options['include-uncertain'])) {
  console.error('--mark-sent takes the ids of the requests to mark, and not --include-uncertain.');
  process.exit(2);
}
if (ids.length && !options['mark-sent'] && !options['include-uncertain'] && !options['release']) {
  console.error(`Request ids are only taken with --include-uncertain, --mark-sent or --release (got ${ids.join(' ')}).`);
  process.exit(2);
}
const graceSeconds = options['grace-seconds'] === undefined ? IN_FLIGHT_GRACE_MS / 1000 : Number(options['grace-seconds']);
if (!Number.isFinite(graceSeconds) || graceSeconds < 0) {
  console.error(`--grace-seconds must be a number of seconds, not "${options['grace-seconds']}".`);
  process.exit(2);
}

const settings = quotationConfig();
const store = quotationStore(settings);
if (options.spam) {
  const expired = await removeExpiredSpam(store, settings.spamRetentionMs);
  if (expired.length) console.log(`removed ${expired.length} suspected-spam request(s) past QUOTATION_SPAM_RETENTION`);
  const spam = await listSpam(store);
  for (const record of spam) {
    const { contact } = record;
    console.log(
      `${record.id}  ${record.receivedAt}  ${record.spam ?? 'spam'}  ${contact.name} <${contact.email}>${contact.company ? `, ${contact.company}` : ''}  ${record.items.length} item(s)`,
    );
  }
  console.log(
    `${spam.length} stored as suspected spam (${store.location})${spam.length ? '; mail one that was a person with: npm run quotes:resend -- --release <id>' : ''}`,
  );
  process.exit(0);
}
const mailing = {
  store,
  packages: await loadPackages(settings.packagesFile),
  send: smtpSender(settings.smtpUrl),
  from: settings.mailFrom,
  salesEmail: settings.salesEmail,
};
const result = options['release']
  ? await releaseSpam(mailing, ids)
  : await resendUnsent({
      ...mailing,
      graceMs: graceSeconds * 1000,
      includeUncertain: options['include-uncertain'] ? (ids.length ? ids : true) : false,
      markSent: options['mark-sent'] ? ids : [],
    });
for (const id of result.sent) console.log(`sent ${id}`);
for (const id of result.markedSent) console.log(`marked sent ${id} (not mailed)`);
for (const { id, error } of result.failed) console.error(`still unsent ${id}: ${error}`);
for (const { id, since } of result.inFlight)
  console.error(`in flight ${id}: the endpoint took it at ${since}; left alone for ${graceSeconds} s, run again later`);
for (const { id, since } of result.uncertain) {
  console.error(`uncertain ${id}: handed to the mail server at ${since}, then the process stopped; it may have been delivered`);
}
if (result.uncertain.length) {
  console.error(
    `  Check the mail server's log for ${result.uncertain.length === 1 ? 'it' : 'them'}, then either mail again: npm run quotes:resend -- --include-uncertain ${result.uncertain.map(({ id }) => id).join(' ')}\n` +
      `  or record as delivered: npm run quotes:resend -- --mark-sent ${result.uncertain.map(({ id }) => id).join(' ')}`,
  );
}
console.log(
  `${result.sent.length} sent, ${result.failed.length} still unsent, ${result.inFlight.length} in flight, ${result.uncertain.length} uncertain` +
    `${result.markedSent.length ? `, ${result.markedSent.length} marked sent` : ''} (${store.location})`,
);
process.exitCode = hasUnsent(result) ? 1 : 0;
