import { packages as fixturePackages } from '../../mocks/content/packages.ts';
import { newItem } from './pricing';
import { closedSections, initialQuotationState, quotationReducer, type QuotationAction, type QuotationState } from './state';
import { toQuotationPackages } from './types';
import { MISSING_OFFICE_OPTIONS, MISSING_OPERATING_SYSTEM } from './validation';

const packages = toQuotationPackages(fixturePackages);
const pkg = (id: number) => packages.find((candidate) => candidate.databaseId === id)!;
const vpsBronze = pkg(2003);
const pcSilver = pkg(2014); // minAmount 2
const officeSilver = pkg(2022);

const start = (change: Partial<QuotationState> = {}): QuotationState => ({
  ...initialQuotationState({ vps: true, pc: false, office: false }),
  ...change,
});
const run = (state: QuotationState, ...actions: QuotationAction[]) => actions.reduce(quotationReducer, state);

describe('quotation items (docs/behaviour/packages-and-quotation.md#items-and-quantities)', () => {
  it('adds a package (amount minAmount or 1) and opens its section; adding it again adds one more', () => {
    const once = run(start(), { type: 'add', pkg: pcSilver });
    expect(once.items).toEqual([newItem(pcSilver)]);
    expect(once.items[0]!.amount).toBe(2);
    expect(once.open.pc).toBe(true);
    expect(run(once, { type: 'add', pkg: pcSilver }).items[0]!.amount).toBe(3);
  });

  it('minus at the minimum removes the line; 0 typed removes it; plus stops at 99', () => {
    const state = run(start(), { type: 'add', pkg: pcSilver });
    expect(run(state, { type: 'decrement', pkg: pcSilver }).items).toEqual([]);
    expect(run(state, { type: 'setAmount', pkg: pcSilver, amount: 0 }).items).toEqual([]);
    expect(run(state, { type: 'setAmount', pkg: pcSilver, amount: 150 }).items[0]!.amount).toBe(99);
    expect(run(state, { type: 'setAmount', pkg: pcSilver, amount: 99 }, { type: 'increment', pkg: pcSilver }).items[0]!.amount).toBe(99);
  });

  it('any change clears the error highlight', () => {
    const highlighted = run(start(), { type: 'add', pkg: vpsBronze }, { type: 'requestSubmit', packages });
    expect(highlighted.highlight).toMatchObject({ packageId: vpsBronze.databaseId, message: MISSING_OPERATING_SYSTEM, attempt: 1 });
    const changes: QuotationAction[] = [
      { type: 'setOperatingSystem', pkg: vpsBronze, os: 'debian' },
      { type: 'increment', pkg: vpsBronze },
      { type: 'setUpgrade', pkg: vpsBronze, key: 'ram', count: 2 },
      { type: 'add', pkg: pcSilver },
      { type: 'remove', packageId: vpsBronze.databaseId },
    ];
    for (const change of changes) expect(run(highlighted, change).highlight).toBeNull();
  });

  it('toggles sections independently', () => {
    const state = run(start(), { type: 'toggleSection', section: 'vps' }, { type: 'toggleSection', section: 'office' });
    expect(state.open).toEqual({ vps: false, pc: false, office: true });
    expect(closedSections()).toEqual({ vps: false, pc: false, office: false });
  });
});

describe('before the dialog (docs/behaviour/packages-and-quotation.md#before-the-dialog)', () => {
  it('does nothing without items', () => {
    const state = start();
    expect(run(state, { type: 'requestSubmit', packages })).toBe(state);
  });

  it('highlights the first failing row, opens its section, closes the drawer and keeps the dialog shut; each try counts', () => {
    const state = run(
      start({ drawerOpen: true, open: { vps: false, pc: false, office: false } }),
      { type: 'add', pkg: pcSilver },
      { type: 'add', pkg: officeSilver },
      { type: 'add', pkg: vpsBronze },
      { type: 'toggleSection', section: 'office' },
      { type: 'toggleDrawer' },
      { type: 'requestSubmit', packages },
    );
    expect(state.highlight).toMatchObject({ packageId: officeSilver.databaseId, message: MISSING_OFFICE_OPTIONS, attempt: 1 });
    expect(state.open.office).toBe(true);
    expect(state.dialogOpen).toBe(false);
    expect(state.drawerOpen).toBe(false);
    expect(run(state, { type: 'requestSubmit', packages }).highlight?.attempt).toBe(2);
  });

  it('opens the dialog when every row is complete, closing the mobile drawer (docs/behaviour/packages-and-quotation.md#summary)', () => {
    const state = run(
      start({ drawerOpen: true }),
      { type: 'add', pkg: vpsBronze },
      { type: 'setOperatingSystem', pkg: vpsBronze, os: 'windows_2022' },
      { type: 'requestSubmit', packages },
    );
    expect(state).toMatchObject({ dialogOpen: true, drawerOpen: false, highlight: null, status: 'idle' });
  });
});

describe('submission (docs/behaviour/packages-and-quotation.md#result)', () => {
  const ready = run(
    start(),
    { type: 'add', pkg: vpsBronze },
    { type: 'setOperatingSystem', pkg: vpsBronze, os: 'debian' },
    { type: 'requestSubmit', packages },
  );
  const values = { input_11: 'Sanne', input_12: 'sanne@example.nl' };

  it('done: the server message, the dialog closed; a later change starts a new quotation', () => {
    const done = run(ready, { type: 'submitting', values }, { type: 'sent', result: { status: 'done', message: 'Bedankt!' } });
    expect(done).toMatchObject({ status: 'done', message: 'Bedankt!', dialogOpen: false });
    expect(run(done, { type: 'increment', pkg: vpsBronze })).toMatchObject({ status: 'idle', message: null });
  });

  it('failed: the dialog closes; Probeer opnieuw goes back to idle and opens the dialog with the typed values', () => {
    const failed = run(ready, { type: 'submitting', values }, { type: 'sent', result: { status: 'failed' } });
    // A refusal for now (429) keeps the server's message, which says how long to wait; other failures show the failure text of docs/behaviour/packages-and-quotation.md#result.
    expect(
      run(ready, { type: 'sent', result: { status: 'failed', httpStatus: 429, message: 'Probeer het over 5 minuten opnieuw.' } }),
    ).toMatchObject({ status: 'failed', message: 'Probeer het over 5 minuten opnieuw.' });
    expect(
      run(ready, { type: 'sent', result: { status: 'failed', httpStatus: 400, message: 'Kies een operating system.' } }),
    ).toMatchObject({ status: 'failed', message: null });
    expect(failed).toMatchObject({ status: 'failed', dialogOpen: false, lastValues: values });
    expect(run(failed, { type: 'retry' })).toMatchObject({ status: 'idle', dialogOpen: true, lastValues: values });
  });

  it('the drawer toggles and closes', () => {
    expect(run(start(), { type: 'toggleDrawer' }).drawerOpen).toBe(true);
    expect(run(start(), { type: 'toggleDrawer' }, { type: 'toggleDrawer' }).drawerOpen).toBe(false);
    expect(run(start({ drawerOpen: true }), { type: 'closeDrawer' }).drawerOpen).toBe(false);
  });
});

describe('a Pakket link into an earlier choice', () => {
  const earlier = [{ ...newItem(pcSilver), amount: 3 }, newItem(officeSilver)];
  /** What the builder dispatches after hydration when the link's VPS Bronze joined two earlier packages. */
  const joined = () =>
    run(start(), {
      type: 'restore',
      items: [...earlier, newItem(vpsBronze)],
      open: { vps: true, pc: true, office: true },
      addedToEarlier: vpsBronze.databaseId,
    });

  it('restore remembers the package that joined; without one, or with an id not among the items, nothing', () => {
    expect(joined().linked).toEqual({ packageId: vpsBronze.databaseId, outcome: 'joined' });
    expect(run(start(), { type: 'restore', items: earlier, open: start().open }).linked).toBeNull();
    expect(run(start(), { type: 'restore', items: earlier, open: start().open, addedToEarlier: vpsBronze.databaseId }).linked).toBeNull();
  });

  it('startAfresh keeps only the linked package, opens its section and says so once (outcome alone)', () => {
    const closed = run(joined(), { type: 'toggleSection', section: 'vps' });
    expect(closed.linked?.outcome).toBe('joined');
    const afresh = run(closed, { type: 'startAfresh', pkg: vpsBronze });
    expect(afresh.items).toEqual([newItem(vpsBronze)]);
    expect(afresh.open.vps).toBe(true);
    expect(afresh.linked).toEqual({ packageId: vpsBronze.databaseId, outcome: 'alone' });
    // Pressed again (a double click): nothing more happens.
    expect(run(afresh, { type: 'startAfresh', pkg: vpsBronze })).toBe(afresh);
  });

  it('any change to the items ends the notice, and then startAfresh does nothing; opening sections does not', () => {
    const changes: QuotationAction[] = [
      { type: 'setOperatingSystem', pkg: vpsBronze, os: 'debian' },
      { type: 'increment', pkg: pcSilver },
      { type: 'decrement', pkg: pcSilver },
      { type: 'setAmount', pkg: vpsBronze, amount: 4 },
      { type: 'setUpgrade', pkg: vpsBronze, key: 'ram', count: 1 },
      { type: 'setOfficeOption', pkg: officeSilver, key: 'fullService', answer: 'yes' },
      { type: 'add', pkg: pcSilver },
      { type: 'remove', packageId: officeSilver.databaseId },
    ];
    for (const change of changes) {
      const changed = run(joined(), change);
      expect(changed.linked).toBeNull();
      expect(run(changed, { type: 'startAfresh', pkg: vpsBronze })).toBe(changed);
    }
    expect(run(joined(), { type: 'toggleSection', section: 'pc' }, { type: 'toggleDrawer' }).linked?.outcome).toBe('joined');
  });

  it('startAfresh for another package than the linked one does nothing', () => {
    const state = joined();
    expect(run(state, { type: 'startAfresh', pkg: pcSilver })).toBe(state);
  });
});
