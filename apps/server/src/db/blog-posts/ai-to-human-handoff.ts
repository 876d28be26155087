import type { BlogPostDefinition } from './blog-post-definition';

export const aiToHumanHandoff: BlogPostDefinition = {
  slug: 'handing-off-from-ai-to-a-human',
  category: 'voice-agents',
  publishedAt: '2025-02-25T09:00:00Z',
  en: {
    title: 'Handing off from AI to a human: when and how',
    excerpt:
      'An AI receptionist should know its limits. The situations that must reach a person, how to transfer without making the caller repeat themselves, and what to do when nobody is free.',
    authorName: 'Editorial team',
    body: `A voice agent that answers every call is a big step forward for most small businesses. But the goal was never to keep people away from people. The goal is that every caller is helped, quickly, by whoever can help best. Sometimes that is the agent; sometimes it is you. A clear handoff plan is what makes customers trust the first and still reach the second.

## When a call should reach a person

Write the list down and give it to whoever configures your agent. Most businesses end up with something like this:

- **Safety and emergencies**: gas smells, flooding, electrical burning smells, no heat in freezing weather, a medical concern. These go to a person at once, every time.
- **The caller asks for a person.** Do not make them argue. One request is enough.
- **Strong emotion**: anger, distress or confusion that is growing rather than settling.
- **Money disputes and complaints** about past work.
- **Anything the agent has not been given an answer for**, after one honest attempt to clarify.

Everything else, such as booking, rescheduling, opening hours, service areas and approved price ranges, the agent can handle well on its own.

## A good transfer, step by step

A transfer should feel like being walked to the right desk, not dropped into a queue.

1. **Say what is happening.** *"I'm going to connect you with Sam, our on-call technician, so you can talk it through."*
2. **Pass on what the caller already said.** The person taking over should receive a short summary: name, number, address, the problem and its urgency. Nothing annoys a caller more than repeating the whole story.
3. **Stay with the caller until someone answers**, or tell them clearly what happens if nobody does.
4. **Record the outcome** so the call appears in your CRM with the rest of the customer's history.

## When nobody is free

Sometimes the technician is driving and the office is closed. Handle it honestly:

- Tell the caller that nobody can take the call right now and **when** someone will call back: a time, not "soon".
- For emergencies, give any safety step you have approved, such as shutting off the water main or leaving the building if there is a gas smell and calling the emergency services.
- Send the summary to the on-call phone by text, so the call back starts with the facts.

Then keep the promise. A call back at the time stated builds more trust than a perfect answer an hour late.

## Test your handoffs like a customer

Before going live, and every few months after, call your own line and try:

- asking for a person in the first sentence;
- describing an emergency in vague words ("there's a funny smell near the boiler");
- getting angry about a past invoice;
- calling when the on-call phone is switched off.

Listen to what happens, and read the summaries your team receives. Adjust the rules and wording until each case ends where it should.

## Let the agent and the team work together

Handing off well is not a failure of the AI. It is what lets you trust it with the rest. When the agent books routine jobs and answers routine questions, your people have more time for the calls that need them. For the conversation before a handoff, see [what a good voice agent says to your callers](/blog/what-a-voice-agent-says-to-your-callers), and [try a demo agent](/agents) to hear a transfer request for yourself.`,
  },
};
