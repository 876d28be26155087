import { CAMPAIGN_EXAMPLE_INPUTS, type CampaignScenario } from '@receptiva/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, jsonResponse, makeMe, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const PAGE = '/admin/outbound-campaign-calculator';
const LIST = '/api/admin/campaign-scenarios';
const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';

const scenario = (id: string, name: string, inputs = CAMPAIGN_EXAMPLE_INPUTS): CampaignScenario => ({
  id,
  name,
  inputs,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
});

/** A fake server holding the admin's scenarios: saves add to the list, deletes remove from it. */
function mockScenarioApi(initial: CampaignScenario[] = []) {
  let saved = [...initial];
  const created = (call: ApiCall) => {
    const body = call.body as { name: string; inputs: typeof CAMPAIGN_EXAMPLE_INPUTS };
    if (saved.some((row) => row.name.toLowerCase() === body.name.toLowerCase())) {
      const message = 'You already have a scenario with this name.';
      return jsonResponse({ error: { code: 'SCENARIO_NAME_TAKEN', message, fields: { name: message } } }, 409);
    }
    const row = scenario(
      `00000000-0000-4000-8000-${String(saved.length + 1).padStart(12, '0')}`,
      body.name,
      body.inputs,
    );
    saved = [...saved, row];
    return jsonResponse(row, 201);
  };
  const routes: Record<string, (call: ApiCall) => Response> = {
    [`GET ${LIST}`]: () => jsonResponse({ scenarios: saved }),
    [`POST ${LIST}`]: created,
  };
  for (const row of initial) {
    routes[`DELETE ${LIST}/${row.id}`] = () => {
      saved = saved.filter((other) => other.id !== row.id);
      return jsonResponse({ deleted: true });
    };
  }
  return mockApi({ me: makeMe({ role: 'admin' }), routes });
}

const field = (name: string) => screen.getByRole('spinbutton', { name });
const results = () => screen.getByRole('region', { name: 'Results' });
/** The value shown for a result, by its label (a `<dt>` followed by its `<dd>`). */
const resultValue = (label: string) =>
  within(results()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const renderCalculator = async () => {
  const rendered = renderApp(PAGE);
  // The first render compiles the lazy page with its charts, which takes seconds on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Outbound campaign calculator' }, { timeout: 15_000 });
  return rendered;
};

afterEach(() => vi.unstubAllGlobals());

describe('/admin/outbound-campaign-calculator', { timeout: 40_000 }, () => {
  it('opens at the worked example of decision 036 and shows its figures, summarised in a polite status', async () => {
    mockScenarioApi();
    await renderCalculator();
    expect(field('Leads')).toHaveValue(1000);
    expect(field('Cost per minute ($)')).toHaveValue(0.15);
    expect(resultValue('Total dials')).toBe('3,000');
    expect(resultValue('Connected calls')).toBe('600');
    expect(resultValue('Voicemails')).toBe('1,200');
    expect(resultValue('Talk minutes')).toBe('1,500');
    expect(resultValue('Voicemail minutes')).toBe('600');
    expect(resultValue('Billed minutes')).toBe('2,100');
    expect(resultValue('Cost')).toBe('$315.00');
    expect(resultValue('Appointments')).toBe('150');
    expect(resultValue('Shows')).toBe('120');
    expect(resultValue('Sales')).toBe('36');
    expect(resultValue('Revenue')).toBe('$18,000.00');
    expect(resultValue('Profit')).toBe('$17,685.00');
    expect(resultValue('Cost per appointment')).toBe('$2.10');
    expect(resultValue('Cost per sale')).toBe('$8.75');
    expect(resultValue('ROI')).toBe('5,614.3%');
    expect(within(results()).getByRole('status')).toHaveTextContent(
      'Cost $315.00, 150 appointments, 36 sales, revenue $18,000.00, ROI 5,614.3%.',
    );
    expect(await screen.findByText(/No saved scenarios yet/)).toBeInTheDocument();
  });

  it('updates the results as one types, without a submit', async () => {
    mockScenarioApi();
    const { user } = await renderCalculator();
    await user.clear(field('Leads'));
    await user.type(field('Leads'), '2000');
    expect(resultValue('Total dials')).toBe('6,000');
    expect(resultValue('Cost')).toBe('$630.00');
    await user.clear(field('Close rate (%)'));
    await user.type(field('Close rate (%)'), '0');
    expect(resultValue('Sales')).toBe('0');
    expect(resultValue('Cost per sale')).toBe('—');
    expect(resultValue('ROI')).toBe('-100%');
    await user.clear(field('Cost per minute ($)'));
    await user.type(field('Cost per minute ($)'), '0');
    expect(resultValue('ROI')).toBe('—');
    expect(results().textContent).not.toMatch(/NaN|Infinity/);
  });

  it('explains each bad input on its own field and hides the results instead of showing NaN', async () => {
    mockScenarioApi();
    const { user, container } = await renderCalculator();
    const leads = field('Leads');
    await user.clear(leads);
    expect(leads).toHaveAttribute('aria-invalid', 'true');
    expect(leads).toHaveAccessibleDescription(/^Enter a value\./);
    expect(within(results()).getByRole('status')).toHaveTextContent(
      'Correct the highlighted fields to see the results.',
    );
    expect(within(results()).queryByText('Total dials')).toBeNull();

    await user.type(leads, '-4');
    expect(leads).toHaveAccessibleDescription(/^Enter 0 or more\./);
    await user.clear(leads);
    await user.type(leads, '2.5');
    expect(leads).toHaveAccessibleDescription(/^Enter a whole number\./);
    await user.clear(leads);
    await user.type(leads, '2000000');
    expect(leads).toHaveAccessibleDescription(/^Enter at most 1,000,000\./);

    await user.clear(field('Connect rate (%)'));
    await user.type(field('Connect rate (%)'), '150');
    expect(field('Connect rate (%)')).toHaveAccessibleDescription(/^Enter a percentage from 0 to 100\./);
    await user.clear(field('Cost per minute ($)'));
    await user.type(field('Cost per minute ($)'), '0.12345');
    expect(field('Cost per minute ($)')).toHaveAccessibleDescription(/^Round to the nearest 0\.0001\./);
    expect(container.textContent).not.toMatch(/NaN|Infinity/);

    await user.clear(leads);
    await user.type(leads, '1000');
    expect(leads).not.toHaveAttribute('aria-invalid');
  });

  it('saves a scenario by name, refuses a name already used, and lists what was saved', async () => {
    const api = mockScenarioApi([scenario(ID_A, 'Spring push')]);
    const { user } = await renderCalculator();
    const save = screen.getByRole('button', { name: 'Save scenario' });
    await user.click(save);
    expect(screen.getByRole('textbox', { name: /Scenario name/ })).toHaveAccessibleDescription('Enter a name.');
    expect(api.callsTo('POST', LIST)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Scenario name/ }), 'spring PUSH');
    await user.click(save);
    expect(await screen.findByText('You already have a scenario with this name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Scenario name/ })).toHaveFocus();

    await user.clear(field('Close rate (%)'));
    await user.type(field('Close rate (%)'), '40');
    await user.clear(screen.getByRole('textbox', { name: /Scenario name/ }));
    await user.type(screen.getByRole('textbox', { name: /Scenario name/ }), 'Closer');
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    expect(await screen.findByText('Scenario “Closer” saved.')).toBeInTheDocument();
    expect(api.callsTo('POST', LIST).at(-1)?.body).toEqual({
      name: 'Closer',
      inputs: { ...CAMPAIGN_EXAMPLE_INPUTS, closeRatePercent: 40 },
    });
    expect(await screen.findByRole('checkbox', { name: 'Closer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update scenario Closer' })).toBeInTheDocument();
  });

  it('compares two or three scenarios side by side and exports them as CSV, names defused', async () => {
    const cheaper = { ...CAMPAIGN_EXAMPLE_INPUTS, costPerMinuteDollars: 0.1 };
    mockScenarioApi([
      scenario(ID_A, 'Spring push'),
      scenario(ID_B, '=HYPERLINK("x")', cheaper),
      scenario('00000000-0000-4000-8000-00000000000c', 'Third'),
      scenario('00000000-0000-4000-8000-00000000000d', 'Fourth'),
    ]);
    const { user } = await renderCalculator();
    await user.click(await screen.findByRole('checkbox', { name: 'Spring push' }));
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '=HYPERLINK("x")' }));

    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Figure', 'Spring push', '=HYPERLINK("x")']);
    const costRow = within(table).getByRole('rowheader', { name: 'Cost' }).closest('tr')!;
    expect(
      within(costRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$315.00', '$210.00']);
    const rateRow = within(table).getByRole('rowheader', { name: 'Cost per minute ($)' }).closest('tr')!;
    expect(
      within(rateRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$0.15', '$0.10']);

    await user.click(screen.getByRole('checkbox', { name: 'Third' }));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Fourth' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Third' }));
    const blobs: Blob[] = [];
    const createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL }));
    URL.revokeObjectURL = () => {};
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(blobs).toHaveLength(1);
    const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(`Figure,Spring push,"'=HYPERLINK(""x"")"`);
    expect(lines).toContain('Cost per minute ($),0.15,0.1');
    expect(lines).toContain('Cost ($),315,210');
    expect(lines).toContain('Talk minutes (min),1500,1500');
    expect(lines).toContain('ROI (%),5614.3,8471.4');
  });

  it('loads a scenario into the calculator and deletes one after confirmation', async () => {
    const closer = { ...CAMPAIGN_EXAMPLE_INPUTS, closeRatePercent: 40 };
    const api = mockScenarioApi([scenario(ID_A, 'Spring push'), scenario(ID_B, 'Closer', closer)]);
    const { user } = await renderCalculator();
    await user.click(await screen.findByRole('button', { name: 'Load Closer' }));
    expect(field('Close rate (%)')).toHaveValue(40);
    expect(resultValue('Sales')).toBe('48');
    expect(screen.getByRole('textbox', { name: /Scenario name/ })).toHaveValue('Closer');

    await user.click(screen.getByRole('button', { name: 'Delete Spring push' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this scenario?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `${LIST}/${ID_A}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Spring push' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this scenario?' })).getByRole('button', {
        name: 'Delete scenario',
      }),
    );
    expect(api.callsTo('DELETE', `${LIST}/${ID_A}`)).toHaveLength(1);
    expect(await screen.findByRole('checkbox', { name: 'Closer' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Spring push' })).toBeNull());
  });
});
