import type { CaseStudyDefinition } from './case-study-definition';

export const dentalPractice: CaseStudyDefinition = {
  slug: 'dental-practice-new-patients-cancellations',
  title: 'A dental practice books 63 new-patient exams a quarter from calls it used to miss',
  industry: 'dental-practice',
  clientType: 'General dental practice, 4 chairs',
  summary:
    'The front desk was on the phone with insurers while new patients called at lunchtime and got voicemail. The voice agent now takes overflow and lunch calls, books new patients and refills same-day cancellations from a waitlist.',
  challenge: `The practice’s two front-desk staff spent much of the day on hold with insurance companies. Calls from new patients, most of them at lunchtime or just after 5 p.m., went to voicemail, and few of those callers ever called back.

Same-day cancellations left gaps in the hygienists’ schedules two or three times a week. Filling them meant working through a paper list by phone, which rarely happened in time.`,
  solution: `The voice agent answers whenever the front desk is busy, at lunch and after hours. It books new-patient exams, collects the patient’s insurance carrier and member ID before the visit, and answers the common questions: parking, payment plans, whether the practice sees children.

When a patient cancels, the agent texts patients on the short-notice list in order until someone takes the slot, and updates the schedule.

Clinical questions and dental emergencies are passed to the dentist on call with a summary; the agent never gives clinical advice.`,
  results: [
    { value: '63', label: 'new-patient exams booked by the agent in the first quarter' },
    { value: '78%', label: 'of same-day cancellations refilled' },
    { value: '$21,400', label: 'production recovered each month from filled gaps' },
    { value: '2 hours', label: 'of front-desk phone time freed each day' },
  ],
  publishedAt: '2025-05-13T09:00:00Z',
};
