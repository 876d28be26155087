import { VOICE_CLIENT_TOOLS } from '@receptiva/shared';
import { detectIntent, type Intent } from './intents';
import { type Phrasebook, phrasebookFor } from './phrasebook';
import { type FactLabel, type PromptFacts, readPromptFacts } from './prompt-facts';

export interface DialogueAgent {
  name: string;
  industry: string;
  firstMessage: string;
  systemPrompt: string;
  defaultLanguage: string;
  /** An eSpeak NG variant (`LOCAL_AGENT_VOICES`), or null for the language's own voice. */
  voice?: string | null;
}

/** What the agent does next: say `text`; then maybe call a page tool, or hang up once it has been heard. */
export interface AgentTurn {
  text: string;
  tool?: { name: string; parameters: Record<string, unknown> };
  endsCall?: boolean;
}

/** Facts worth volunteering, in order, when the caller speaks and we cannot tell what they said. */
const HIGHLIGHTS: FactLabel[] = ['Services', 'Prices', 'Hours', 'Location'];

/**
 * A small deterministic receptionist: keyword intents on typed text, and for speech (which it cannot transcribe)
 * the industry script in order: qualify, present, offer a booking, book. Facts come from the agent's prompt.
 */
export class Dialogue {
  readonly language: string;
  private readonly phrases: Phrasebook;
  private readonly facts: PromptFacts;
  private readonly business: string;
  private offeredBooking = false;
  private spokenTurns = 0;
  private lastTopic: string | undefined;

  constructor(private readonly agent: DialogueAgent) {
    const { language, phrases } = phrasebookFor(agent.defaultLanguage);
    this.language = language;
    this.phrases = phrases;
    this.facts = readPromptFacts(agent.systemPrompt);
    this.business = this.facts.Business?.split(',')[0]?.trim() || agent.name;
  }

  opening(firstMessage = this.agent.firstMessage): AgentTurn {
    return { text: firstMessage };
  }

  /** A typed message (`user_message`). */
  replyToText(text: string): AgentTurn {
    const intent = detectIntent(text, this.language);
    if (intent.kind === 'fact') this.lastTopic = text;
    return this.replyTo(intent);
  }

  /** A spoken turn the voice activity detector found: no words, so the script moves one step on. */
  replyToSpeech(): AgentTurn {
    this.spokenTurns += 1;
    if (this.spokenTurns === 1 && this.facts.Qualify) return this.say(this.facts.Qualify);
    if (!this.offeredBooking) {
      const highlight = HIGHLIGHTS.map((label) => this.facts[label]).find(Boolean);
      return this.offerAfter(highlight ?? this.phrases.menu);
    }
    if (this.spokenTurns === 3) return this.replyTo({ kind: 'affirm' });
    const fact = this.facts[HIGHLIGHTS[this.spokenTurns % HIGHLIGHTS.length]!];
    return this.say(join(fact, this.phrases.anythingElse));
  }

  /** The page answered our `open_booking_form` call. */
  afterToolResult(isError: boolean): AgentTurn {
    return this.say(isError ? this.phrases.formFailed : join(this.phrases.formOpened, this.phrases.anythingElse));
  }

  timeUp(): AgentTurn {
    return { text: this.phrases.timeUp, endsCall: true };
  }

  /** The server is shutting down: the call ends, politely (the caller can ring again and reach another instance). */
  serverClosing(): AgentTurn {
    return { text: this.phrases.serverClosing, endsCall: true };
  }

  private replyTo(intent: Intent): AgentTurn {
    switch (intent.kind) {
      case 'fact': {
        const fact = this.facts[intent.label];
        if (!fact) return this.say(join(this.phrases.didNotCatch, this.phrases.menu));
        return intent.label === 'Qualify' || this.offeredBooking ? this.say(fact) : this.offerAfter(fact);
      }
      case 'book':
        return this.book();
      case 'affirm':
        return this.offeredBooking ? this.book() : this.say(join(this.phrases.menu, this.phrases.offerBooking));
      case 'deny':
        this.offeredBooking = false;
        return this.say(this.phrases.anythingElse);
      case 'goodbye':
        return { text: this.phrases.goodbye(this.business), endsCall: true };
      case 'thanks':
        return this.say(join(this.phrases.thanks, this.phrases.anythingElse));
      case 'human':
        return this.offerAfter(this.phrases.human);
      case 'unknown':
        return this.say(join(this.phrases.didNotCatch, this.phrases.menu));
    }
  }

  private book(): AgentTurn {
    this.offeredBooking = false;
    return {
      text: join(this.facts.Booking, this.phrases.openingForm),
      tool: {
        name: VOICE_CLIENT_TOOLS.openBookingForm,
        parameters: { businessType: this.agent.industry, ...(this.lastTopic ? { message: this.lastTopic } : {}) },
      },
    };
  }

  private offerAfter(text: string): AgentTurn {
    this.offeredBooking = true;
    return this.say(join(text, this.phrases.offerBooking));
  }

  private say(text: string): AgentTurn {
    return { text };
  }
}

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');
