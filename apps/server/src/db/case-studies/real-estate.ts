import type { CaseStudyDefinition } from './case-study-definition';

export const realEstate: CaseStudyDefinition = {
  slug: 'real-estate-team-speed-to-lead',
  title: 'A real estate team answers sign calls in seconds and books twice as many showings',
  industry: 'real-estate',
  clientType: 'Residential real estate team, 12 agents',
  summary:
    'Calls from yard signs and listing portals went to whichever agent was on duty, often in the middle of a showing. The team now answers every listing call at once, qualifies the buyer and books the showing on the listing agent’s calendar.',
  challenge: `The team’s listings brought in 300 to 400 calls a month from yard signs and portals. They rang through to the agent on duty, who was usually driving or in a showing. The average time to call a new lead back was four hours and ten minutes.

Buyers do not wait that long. Most called the next sign on the street, and the team’s own follow-up calls reached voicemail. Agents also lost time on calls that were not leads: tenants, vendors and people asking for the address of an open house.`,
  solution: `The voice agent reads each listing from the team’s feed, so it can answer the questions buyers ask first: price, bedrooms, HOA fees, school district, when the house can be seen. It then asks the team’s qualifying questions: pre-approved or paying cash, timeline, already working with an agent.

Qualified buyers are offered showing times from the listing agent’s calendar and get a confirmation text with the address and the agent’s name. A buyer who is pre-approved and wants to see the house today is transferred live to the agent on duty.

Every call lands in the team’s CRM with a summary and its answers, so the agent knows the buyer before the showing.`,
  results: [
    { value: '92 seconds', label: 'average time to answer a new lead, down from 4 hours' },
    { value: '2.1×', label: 'showings booked from sign and portal calls' },
    { value: '27', label: 'extra buyer consultations a quarter' },
    { value: '3', label: 'closings traced to after-hours calls in six months' },
  ],
  publishedAt: '2025-06-24T09:00:00Z',
};
