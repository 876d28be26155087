/** The local agent's own lines (everything not taken from the agent's prompt), per language it can speak. */
export interface Phrasebook {
  offerBooking: string;
  openingForm: string;
  formOpened: string;
  formFailed: string;
  anythingElse: string;
  didNotCatch: string;
  thanks: string;
  human: string;
  goodbye: (business: string) => string;
  timeUp: string;
  serverClosing: string;
  menu: string;
}

const en: Phrasebook = {
  offerBooking: 'Would you like me to open the booking form so you can pick a time?',
  openingForm: 'Great, I am opening the booking form on your screen now.',
  formOpened: 'The form is open: choose a time that suits you and we will confirm it by e-mail.',
  formFailed: 'I could not open the form on this page, but you can use the Book Demo section instead.',
  anythingElse: 'Is there anything else I can help you with?',
  didNotCatch: 'Sorry, I did not quite catch that.',
  thanks: 'You are very welcome!',
  human:
    'In the live product I would warm-transfer you to the team right now, with a summary of our call sent by e-mail.',
  goodbye: (business) => `Thank you for calling ${business}. Have a wonderful day, goodbye!`,
  timeUp: 'We have reached the end of this demo call. Thank you for trying it, goodbye!',
  serverClosing:
    'I am sorry, I have to end this call now while our line restarts. Please call again in a moment, goodbye!',
  menu: 'I can tell you about our hours, prices, services and location, or book you in.',
};

const es: Phrasebook = {
  offerBooking: '¿Quiere que abra el formulario de reserva para que elija un horario?',
  openingForm: 'Perfecto, le abro ahora el formulario de reserva en su pantalla.',
  formOpened: 'El formulario está abierto: elija el horario que le convenga y se lo confirmamos por correo.',
  formFailed: 'No pude abrir el formulario en esta página, pero puede usar la sección Reservar demo.',
  anythingElse: '¿Hay algo más en lo que pueda ayudarle?',
  didNotCatch: 'Perdone, no le entendí bien.',
  thanks: '¡Con mucho gusto!',
  human: 'En el producto real le transferiría ahora mismo con el equipo, con un resumen de la llamada por correo.',
  goodbye: (business) => `Gracias por llamar a ${business}. ¡Que tenga un excelente día, adiós!`,
  timeUp: 'Hemos llegado al final de esta llamada de demostración. ¡Gracias por probarla, adiós!',
  serverClosing:
    'Lo siento, tengo que terminar la llamada mientras nuestra línea se reinicia. Vuelva a llamar en un momento, ¡adiós!',
  menu: 'Puedo informarle sobre horarios, precios, servicios y ubicación, o reservarle una cita.',
};

const PHRASEBOOKS: Record<string, Phrasebook> = { en, es };

/** The phrasebook of a language code (`es-MX` → `es`); English for a language the local agent does not speak. */
export function phrasebookFor(language: string): { language: string; phrases: Phrasebook } {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return PHRASEBOOKS[base] ? { language: base, phrases: PHRASEBOOKS[base] } : { language: 'en', phrases: en };
}
