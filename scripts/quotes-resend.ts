// `npm run quotes:resend`: mails every stored quotation request that is still unsent (the
// mail server was down when it came in). Same settings as the endpoint (src/quotation/server/config.ts):
// QUOTATION_STORE(_DIR), QUOTATION_PACKAGES_FILE, SMTP_URL (or SMTP_HOST …), QUOTATION_SALES_EMAIL, QUOTATION_MAIL_FROM.
// Exit code 1 when anything is still unsent.
import { registerHooks } from 'node:module';

// src/ imports without extensions (webpack and Jest resolve them); Node needs the '.ts' added.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.\.?\//.test(specifier) || /\.[cm]?[jt]s$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});

const { quotationConfig, quotationStore } = await import('../src/quotation/server/config.ts');
const { loadPackages } = await import('../src/quotation/server/packages.ts');
const { resendUnsent } = await import('../src/quotation/server/resend.ts');
const { smtpSender } = await import('../src/quotation/server/send.ts');

const settings = quotationConfig();
const result = await resendUnsent({
  store: quotationStore(settings),
  packages: await loadPackages(settings.packagesFile),
  send: smtpSender(settings.smtpUrl),
  from: settings.mailFrom,
  salesEmail: settings.salesEmail,
});
for (const id of result.sent) console.log(`sent ${id}`);
for (const { id, error } of result.failed) console.error(`still unsent ${id}: ${error}`);
console.log(`${result.sent.length} sent, ${result.failed.length} still unsent (${quotationStore(settings).location})`);
process.exitCode = result.failed.length ? 1 : 0;
