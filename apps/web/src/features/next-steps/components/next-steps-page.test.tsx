import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoutes } from '@/testing/render-routes';
import { NextStepsPage, type NextStepsVariant } from './next-steps-page';

const renderPage = async (variant: NextStepsVariant, heading: string) => {
  mockApi();
  renderRoutes([{ path: '/', element: <NextStepsPage variant={variant} /> }]);
  await screen.findByRole('heading', { level: 1, name: heading });
};

const expectNextSteps = () => {
  const steps = within(screen.getByRole('list', { name: 'Your next steps' })).getAllByRole('listitem');
  expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
    'Book your onboarding call',
    'Watch the getting-started playlist',
    'Open your dashboard',
  ]);
  expect(screen.getByRole('link', { name: 'Book the onboarding call' })).toHaveAttribute(
    'href',
    '/schedule-onboarding',
  );
  expect(screen.getByRole('link', { name: 'Watch the playlist' })).toHaveAttribute('href', '/university');
  expect(screen.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute('href', '/dashboard');
};

describe('NextStepsPage', () => {
  it('/success welcomes the new member and lists the three next steps, with who to ask', async () => {
    await renderPage('success', 'Welcome aboard! Here is what happens next');
    expect(screen.getByText(/Thank you for joining Receptiva/)).toBeInTheDocument();
    expectNextSteps();
    const help = screen.getByRole('region', { name: 'Need a hand?' });
    expect(await within(help).findByRole('link', { name: /support@receptiva\.test/ })).toHaveAttribute(
      'href',
      'mailto:support@receptiva.test',
    );
    expect(within(help).getByText('Monday-Friday 9:00 AM-6:00 PM EST')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('link', { name: /do-it-yourself/ })).not.toBeInTheDocument();
  });

  it('/follow-up lists the same steps and offers the do-it-yourself guide', async () => {
    await renderPage('followUp', "Let's get your AI voice agent live");
    expectNextSteps();
    expect(screen.getByRole('link', { name: 'Follow the do-it-yourself setup guide' })).toHaveAttribute(
      'href',
      '/diy-onboarding',
    );
  });
});
