import type { CaseStudyDefinition } from './case-study-definition';

export const hvac: CaseStudyDefinition = {
  slug: 'hvac-contractor-heat-wave',
  title: 'An HVAC contractor stops losing emergency calls during a heat wave',
  industry: 'hvac',
  clientType: 'Residential HVAC contractor, 9 trucks',
  summary:
    'On the hottest days call volume tripled and nearly a quarter of callers hung up before anyone answered. The voice agent now triages every call, books repairs into open time windows and handles the night line.',
  challenge: `On a normal summer day the dispatcher handled about 60 calls. During a heat wave it was 180, and 23% of callers hung up on hold, straight into the arms of a competitor with a free line.

After hours the emergency line forwarded to the owner’s mobile. He answered it from the dinner table and at 3 a.m., and still missed about a third of the calls. Maintenance plan renewals, the company’s steadiest income, were almost never mentioned on the phone because nobody had the time.`,
  solution: `The voice agent triages each call with the company’s own questions: no cooling, no heat, water leaking, a burning smell. A caller who reports a gas smell is told to leave the house and call the gas utility’s emergency number before anything else.

Repairs are booked into open arrival windows on the dispatch board by service zone, with the diagnostic fee quoted up front. True emergencies after hours page the technician on call; everything else is booked for the morning, and the caller gets a text with the arrival window.

Callers who are not on a maintenance plan hear a short offer at the end of the call, and sign-ups go to the office as tasks.`,
  results: [
    { value: '23% → 2%', label: 'calls abandoned in peak season' },
    { value: '$112,000', label: 'in jobs booked after hours over one summer' },
    { value: '186', label: 'maintenance plan sign-ups from inbound calls' },
    { value: '6 hours', label: 'a week the owner no longer spends on the night line' },
  ],
  publishedAt: '2025-05-27T09:00:00Z',
};
