import type { FactLabel } from './prompt-facts';

export type Intent =
  | { kind: 'fact'; label: FactLabel }
  | { kind: 'book' }
  | { kind: 'affirm' }
  | { kind: 'deny' }
  | { kind: 'goodbye' }
  | { kind: 'thanks' }
  | { kind: 'human' }
  | { kind: 'unknown' };

type Keywords = Array<[Intent, string[]]>;

// Checked in order: the first intent with a matching keyword wins, so the specific ones come first.
const EN: Keywords = [
  [{ kind: 'goodbye' }, ['goodbye', 'bye', 'hang up', 'end the call', 'that is all', "that's all"]],
  [{ kind: 'human' }, ['human', 'real person', 'someone real', 'talk to a person', 'speak to someone', 'manager']],
  [
    { kind: 'fact', label: 'Emergency' },
    ['emergency', 'urgent', 'leak', 'burst', 'no heat', 'not working', 'pain', 'arrested', 'accident', 'claim'],
  ],
  [
    { kind: 'book' },
    [
      'book',
      'booking',
      'appointment',
      'schedule',
      'reserve',
      'reservation',
      'consultation',
      'table for',
      'come in',
      'quote',
      'estimate',
      'showing',
    ],
  ],
  [
    { kind: 'fact', label: 'Prices' },
    ['price', 'cost', 'how much', 'fee', 'charge', 'rate', 'expensive', 'cheap', 'dollar'],
  ],
  [{ kind: 'fact', label: 'Payment' }, ['insurance', 'pay', 'financing', 'card', 'accept', 'cover']],
  [
    { kind: 'fact', label: 'Hours' },
    ['hour', 'open', 'close', 'when are you', 'weekend', 'saturday', 'sunday', 'today', 'tomorrow'],
  ],
  [
    { kind: 'fact', label: 'Location' },
    ['where', 'address', 'located', 'location', 'directions', 'parking', 'area', 'city'],
  ],
  [
    { kind: 'fact', label: 'Services' },
    ['service', 'offer', 'do you do', 'treatment', 'menu', 'what do you', 'help with'],
  ],
  [{ kind: 'thanks' }, ['thank', 'thanks', 'appreciate']],
  [{ kind: 'deny' }, ['no', 'nope', 'not now', 'not yet', 'later']],
  [{ kind: 'affirm' }, ['yes', 'yeah', 'yep', 'sure', 'please', 'ok', 'okay', 'sounds good', 'great', 'perfect']],
];

const ES: Keywords = [
  [{ kind: 'goodbye' }, ['adios', 'chao', 'hasta luego', 'eso es todo', 'colgar']],
  [{ kind: 'human' }, ['persona', 'humano', 'alguien', 'gerente', 'encargada']],
  [{ kind: 'fact', label: 'Emergency' }, ['emergencia', 'urgente', 'urgencia']],
  [{ kind: 'book' }, ['cita', 'reservar', 'reserva', 'agendar', 'turno', 'apartar']],
  [{ kind: 'fact', label: 'Prices' }, ['precio', 'cuesta', 'cuanto', 'tarifa', 'cobran', 'dolar']],
  [{ kind: 'fact', label: 'Payment' }, ['pago', 'pagar', 'tarjeta', 'seguro', 'financiamiento']],
  [
    { kind: 'fact', label: 'Hours' },
    ['horario', 'hora', 'abren', 'cierran', 'abierto', 'sabado', 'domingo', 'hoy', 'manana'],
  ],
  [{ kind: 'fact', label: 'Location' }, ['donde', 'direccion', 'ubicacion', 'ubicados', 'estacionamiento']],
  [{ kind: 'fact', label: 'Services' }, ['servicio', 'ofrecen', 'hacen', 'tratamiento', 'corte', 'color', 'unas']],
  [{ kind: 'thanks' }, ['gracias']],
  [{ kind: 'deny' }, ['no', 'ahora no', 'despues']],
  [{ kind: 'affirm' }, ['si', 'claro', 'vale', 'por favor', 'de acuerdo', 'perfecto', 'bueno']],
];

const KEYWORDS: Record<string, Keywords> = { en: EN, es: ES };

/** Lower case, no accents, words separated by single spaces: "¿Cuánto CUESTA?" → "cuanto cuesta". */
export const normalize = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim()} `;

/** The caller's intent from what they typed, matched on whole words (so "no" does not match "know"). */
export function detectIntent(text: string, language: string): Intent {
  const said = normalize(text);
  for (const [intent, words] of KEYWORDS[language] ?? EN) {
    if (words.some((word) => said.includes(` ${word} `) || said.includes(` ${word}s `))) return intent;
  }
  return { kind: 'unknown' };
}
