import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { RoiCalculatorSection } from './roi-calculator-section';

const renderCalculator = () => renderRoutes([{ path: '/', element: <RoiCalculatorSection /> }]);

const input = (name: string) => screen.getByRole('spinbutton', { name });
const results = () => screen.getByRole('region', { name: 'Your estimated monthly return' });
/** The value shown for a result, by its label (a `<dt>` followed by its `<dd>`). */
const resultValue = (label: string) =>
  within(results()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ROI calculator', () => {
  it('is the #calculator section with the four labelled inputs at the spec defaults', () => {
    mockApi();
    const { container } = renderCalculator();
    expect(container.querySelector('section#calculator')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'What are missed calls costing you?' })).toBeInTheDocument();
    expect(input('Calls per day')).toHaveValue(20);
    expect(input('Average sale value ($)')).toHaveValue(500);
    expect(input('Conversion rate (%)')).toHaveValue(15);
    expect(input('Staff hourly wage ($)')).toHaveValue(15);
  });

  it('hides the results until Calculate ROI is pressed, then shows the spec figures', async () => {
    mockApi();
    const { user } = renderCalculator();
    expect(within(results()).queryByText('Net ROI')).toBeNull();
    expect(within(results()).getByText(/Press “Calculate ROI”/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Calculate ROI' }));

    expect(resultValue('Revenue recovered from missed calls')).toBe('$13,500');
    expect(resultValue('Staff time savings')).toBe('$1,350');
    expect(resultValue('Total monthly value')).toBe('$14,850');
    expect(resultValue('Net ROI')).toBe('$14,353');
    expect(resultValue('Return on investment')).toBe('2,888%');
    expect(resultValue('Hours saved per month')).toBe('90');
    expect(within(results()).getByText('After the $497 monthly plan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your estimated monthly return' })).toHaveFocus();
  });

  it('updates live after the first calculation', async () => {
    mockApi();
    const { user } = renderCalculator();
    await user.click(screen.getByRole('button', { name: 'Calculate ROI' }));

    await user.clear(input('Calls per day'));
    await user.type(input('Calls per day'), '40');

    // 12 missed calls × 500 × 15% × 30 = 27,000; + 1,350 = 28,350; − 497 = 27,853; 27,853 / 497 = 5,604%
    expect(resultValue('Revenue recovered from missed calls')).toBe('$27,000');
    expect(resultValue('Total monthly value')).toBe('$28,350');
    expect(resultValue('Net ROI')).toBe('$27,853');
    expect(resultValue('Return on investment')).toBe('5,604%');
  });

  it('explains each bad input on its field and hides the results instead of showing NaN', async () => {
    mockApi();
    const { user, container } = renderCalculator();
    await user.click(screen.getByRole('button', { name: 'Calculate ROI' }));

    await user.clear(input('Calls per day'));
    expect(input('Calls per day')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Calls per day')).toHaveAccessibleDescription(/^Enter a number\./);
    expect(within(results()).queryByText('Net ROI')).toBeNull();
    expect(within(results()).getByText('Correct the highlighted fields to see your results.')).toBeInTheDocument();

    await user.type(input('Calls per day'), '-3');
    expect(input('Calls per day')).toHaveAccessibleDescription(/^Enter 0 or more\./);

    await user.clear(input('Conversion rate (%)'));
    await user.type(input('Conversion rate (%)'), '150');
    expect(input('Conversion rate (%)')).toHaveAccessibleDescription(/^Enter a percentage from 0 to 100\./);

    await user.click(screen.getByRole('button', { name: 'Calculate ROI' }));
    expect(input('Calls per day')).toHaveFocus();
    expect(container.textContent).not.toMatch(/NaN|Infinity/);

    await user.clear(input('Calls per day'));
    await user.type(input('Calls per day'), '20');
    await user.clear(input('Conversion rate (%)'));
    await user.type(input('Conversion rate (%)'), '15');
    expect(input('Calls per day')).not.toHaveAttribute('aria-invalid');
    expect(resultValue('Net ROI')).toBe('$14,353');
  });

  it('does not show results for a bad input before the first calculation', async () => {
    mockApi();
    const { user } = renderCalculator();
    await user.clear(input('Staff hourly wage ($)'));
    expect(input('Staff hourly wage ($)')).toHaveAccessibleDescription(/^Enter a number\./);
    expect(within(results()).getByText(/Press “Calculate ROI”/)).toBeInTheDocument();
  });

  it.each([
    ['fr', 'EUR'],
    ['ja', 'JPY'],
    ['ko', 'KRW'],
    ['hi', 'INR'],
    ['es', 'USD'],
  ])('formats in %s with the %s symbol', async (language, currency) => {
    mockApi();
    const { user } = renderCalculator();
    await act(() => i18n.changeLanguage(language));
    // Labels in the language under test, read from its catalog.
    type Key = 'calculate' | 'results.title' | 'results.netRoi' | 'results.roiPercentage';
    const t = (key: Key) => i18n.t(key, { ns: 'roi' });
    await user.click(screen.getByRole('button', { name: t('calculate') }));
    const region = screen.getByRole('region', { name: t('results.title') });
    const resultFor = (key: Key) =>
      within(region).getByText(t(key), { selector: 'dt' }).nextElementSibling?.textContent;
    const money = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    expect(resultFor('results.netRoi')).toBe(money.format(14_353));
    expect(resultFor('results.roiPercentage')).toBe(
      new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(28.88),
    );
  });
});
