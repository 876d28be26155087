import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_EXAMPLE_INPUTS,
  CAMPAIGN_INPUT_FIELDS,
  type CampaignInputField,
  type CampaignRawInputs,
  campaignInputStep,
  campaignInputsSchema,
  campaignRawInputsOf,
  parseCampaignInputs,
} from './campaign-inputs';
import { campaignScenarioInputSchema } from './campaign-scenarios';

const raw = (overrides: Partial<CampaignRawInputs> = {}) => ({
  ...campaignRawInputsOf(CAMPAIGN_EXAMPLE_INPUTS),
  ...overrides,
});
const errorOf = (field: CampaignInputField, text: string) => {
  const parsed = parseCampaignInputs(raw({ [field]: text }));
  return parsed.ok ? null : parsed.errors[field];
};

describe('parseCampaignInputs', () => {
  it('reads the example back from its text fields', () => {
    expect(parseCampaignInputs(raw())).toEqual({ ok: true, inputs: CAMPAIGN_EXAMPLE_INPUTS });
    expect(parseCampaignInputs(raw({ leads: ' 25 ', costPerMinuteDollars: '0.0125' }))).toMatchObject({
      ok: true,
      inputs: { leads: 25, costPerMinuteDollars: 0.0125 },
    });
  });

  it('gives each kind of bad input its own reason', () => {
    expect(errorOf('leads', '')).toBe('required');
    expect(errorOf('leads', '   ')).toBe('required');
    expect(errorOf('leads', 'abc')).toBe('notANumber');
    expect(errorOf('leads', 'Infinity')).toBe('notANumber');
    expect(errorOf('leads', '-1')).toBe('negative');
    expect(errorOf('leads', '1000001')).toBe('tooLarge');
    expect(errorOf('leads', '10.5')).toBe('notWhole');
    expect(errorOf('connectRatePercent', '100.01')).toBe('overHundredPercent');
    expect(errorOf('attemptsPerLead', '2.555')).toBe('tooManyDecimals');
    expect(errorOf('costPerMinuteDollars', '0.00001')).toBe('tooManyDecimals');
    expect(errorOf('costPerMinuteDollars', '10.01')).toBe('tooLarge');
    expect(errorOf('minutesPerConnect', '60.5')).toBe('tooLarge');
  });

  it('accepts every bound and step', () => {
    for (const field of CAMPAIGN_INPUT_FIELDS) {
      expect(errorOf(field, '0'), field).toBeNull();
      expect(errorOf(field, String(campaignInputStep(field))), field).toBeNull();
    }
    expect(errorOf('connectRatePercent', '100')).toBeNull();
    expect(errorOf('leads', '1000000')).toBeNull();
    expect(errorOf('costPerMinuteDollars', '9.9999')).toBeNull();
  });

  it('reports every bad field at once', () => {
    expect(parseCampaignInputs(raw({ leads: '', showRatePercent: '101' }))).toEqual({
      ok: false,
      errors: { leads: 'required', showRatePercent: 'overHundredPercent' },
    });
  });
});

describe('campaignInputsSchema (the API)', () => {
  const issues = (inputs: unknown) => {
    const result = campaignScenarioInputSchema.safeParse({ name: 'A', inputs });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts the example and refuses each bad value with its own English message', () => {
    expect(campaignInputsSchema.parse(CAMPAIGN_EXAMPLE_INPUTS)).toEqual(CAMPAIGN_EXAMPLE_INPUTS);
    expect(issues({ ...CAMPAIGN_EXAMPLE_INPUTS, leads: -1 })).toEqual(['inputs.leads: Enter 0 or more.']);
    expect(issues({ ...CAMPAIGN_EXAMPLE_INPUTS, leads: 2.5 })).toEqual(['inputs.leads: Enter a whole number.']);
    expect(issues({ ...CAMPAIGN_EXAMPLE_INPUTS, leads: 2_000_000 })).toEqual(['inputs.leads: Enter at most 1000000.']);
    expect(issues({ ...CAMPAIGN_EXAMPLE_INPUTS, closeRatePercent: 120 })).toEqual([
      'inputs.closeRatePercent: Enter a percentage from 0 to 100.',
    ]);
    expect(issues({ ...CAMPAIGN_EXAMPLE_INPUTS, costPerMinuteDollars: 0.12345 })).toEqual([
      'inputs.costPerMinuteDollars: Round to the nearest 0.0001.',
    ]);
    expect(issues({ ...CAMPAIGN_EXAMPLE_INPUTS, leads: '10' })).toEqual(['inputs.leads: Enter a number.']);
  });

  it('refuses missing and unknown inputs', () => {
    const { leads: _leads, ...withoutLeads } = CAMPAIGN_EXAMPLE_INPUTS;
    expect(issues(withoutLeads)).toEqual(['inputs.leads: Enter a number.']);
    expect(issues({ ...CAMPAIGN_EXAMPLE_INPUTS, extra: 1 })).toHaveLength(1);
  });

  it('trims the name and refuses an empty, long or control-character name', () => {
    const parse = (name: string) => campaignScenarioInputSchema.safeParse({ name, inputs: CAMPAIGN_EXAMPLE_INPUTS });
    expect(parse('  Spring push ').data?.name).toBe('Spring push');
    expect(parse('   ').error?.issues[0]?.message).toBe('Enter a name.');
    expect(parse('x'.repeat(81)).error?.issues[0]?.message).toBe('Use at most 80 characters.');
    expect(parse('a\nb').error?.issues[0]?.message).toBe('Use letters, digits, spaces and punctuation only.');
  });
});
