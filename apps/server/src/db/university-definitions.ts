import type { ContentTranslations } from './schema';

/**
 * The university every install starts with (issue 14): four playlists of short videos, English with Spanish and
 * German translations. The YouTube ids are placeholders an admin replaces with the real recordings; the player
 * loads them only when a visitor presses play.
 */
export interface UniversityVideoDefinition {
  title: string;
  description: string;
  youtubeId: string;
  durationSeconds: number;
  translations: ContentTranslations;
}

export interface UniversityPlaylistDefinition {
  slug: string;
  title: string;
  description: string;
  translations: ContentTranslations;
  videos: UniversityVideoDefinition[];
}

const seconds = (minutes: number, rest: number) => minutes * 60 + rest;

export const UNIVERSITY_DEFINITIONS: UniversityPlaylistDefinition[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    description:
      'Set up your account, connect your phone line and hear your AI receptionist answer its first call, all in under an hour.',
    translations: {
      es: {
        title: 'Primeros pasos',
        description:
          'Configura tu cuenta, conecta tu línea telefónica y escucha a tu recepcionista con IA atender su primera llamada, todo en menos de una hora.',
      },
      de: {
        title: 'Erste Schritte',
        description:
          'Richten Sie Ihr Konto ein, verbinden Sie Ihre Telefonleitung und hören Sie, wie Ihre KI-Rezeption ihren ersten Anruf annimmt – in weniger als einer Stunde.',
      },
    },
    videos: [
      {
        title: 'Welcome: what your AI receptionist does',
        description:
          'A tour of the dashboard: which calls the agent handles on its own, what it books, and where a person on your team still steps in.',
        youtubeId: 'nFIGLj5M7YY',
        durationSeconds: seconds(3, 42),
        translations: {
          es: {
            title: 'Bienvenida: lo que hace tu recepcionista con IA',
            description:
              'Un recorrido por el panel: qué llamadas atiende el agente por sí solo, qué reserva y cuándo interviene una persona de tu equipo.',
          },
          de: {
            title: 'Willkommen: was Ihre KI-Rezeption erledigt',
            description:
              'Ein Rundgang durch das Dashboard: welche Anrufe der Agent allein bearbeitet, was er bucht und wann jemand aus Ihrem Team übernimmt.',
          },
        },
      },
      {
        title: 'Complete the setup wizard',
        description:
          'Business information, team members and compliance: the three steps that tailor the agent to your hours, services and area.',
        youtubeId: 'pHCOTHUtuJv',
        durationSeconds: seconds(6, 15),
        translations: {
          es: {
            title: 'Completa el asistente de configuración',
            description:
              'Datos del negocio, miembros del equipo y cumplimiento: los tres pasos que adaptan el agente a tu horario, servicios y zona.',
          },
          de: {
            title: 'Den Einrichtungsassistenten abschließen',
            description:
              'Unternehmensdaten, Teammitglieder und Compliance: die drei Schritte, die den Agenten auf Ihre Zeiten, Leistungen und Region abstimmen.',
          },
        },
      },
      {
        title: 'Forward your business line',
        description:
          'Call forwarding on the major carriers and VoIP systems, including forwarding only unanswered or after-hours calls.',
        youtubeId: 'bipRdkJAWZ4',
        durationSeconds: seconds(5, 8),
        translations: {
          es: {
            title: 'Desvía la línea de tu negocio',
            description:
              'Desvío de llamadas en los principales operadores y sistemas VoIP, incluido el desvío solo de llamadas no atendidas o fuera de horario.',
          },
          de: {
            title: 'Ihre Geschäftsnummer weiterleiten',
            description:
              'Rufumleitung bei den großen Anbietern und VoIP-Anlagen, auch nur für unbeantwortete Anrufe oder außerhalb der Geschäftszeiten.',
          },
        },
      },
      {
        title: 'Make your first test call',
        description:
          'Call your own number, listen to the greeting and the booking flow, then read the call summary that lands in your inbox.',
        youtubeId: 'moUxm_yI5B_',
        durationSeconds: seconds(4, 27),
        translations: {
          es: {
            title: 'Haz tu primera llamada de prueba',
            description:
              'Llama a tu propio número, escucha el saludo y el flujo de reserva y lee el resumen de la llamada que llega a tu correo.',
          },
          de: {
            title: 'Ihr erster Testanruf',
            description:
              'Rufen Sie Ihre eigene Nummer an, hören Sie Begrüßung und Buchungsablauf und lesen Sie die Anrufzusammenfassung in Ihrem Postfach.',
          },
        },
      },
      {
        title: 'Invite your team',
        description:
          'Add staff, choose who gets CRM access and the AI assistant, and resend or withdraw an invitation.',
        youtubeId: 'KGnplJJpdu0',
        durationSeconds: seconds(3, 55),
        translations: {
          es: {
            title: 'Invita a tu equipo',
            description:
              'Añade personal, elige quién accede al CRM y al asistente de IA, y reenvía o retira una invitación.',
          },
          de: {
            title: 'Ihr Team einladen',
            description:
              'Fügen Sie Mitarbeitende hinzu, legen Sie fest, wer CRM und KI-Assistent nutzt, und senden Sie Einladungen erneut oder ziehen Sie sie zurück.',
          },
        },
      },
    ],
  },
  {
    slug: 'your-voice-agent',
    title: 'Your voice agent',
    description:
      'Shape what your agent says and how it sounds: the greeting, your services and prices, booking rules and hand-offs to a person.',
    translations: {
      es: {
        title: 'Tu agente de voz',
        description:
          'Define lo que dice tu agente y cómo suena: el saludo, tus servicios y precios, las reglas de reserva y el traspaso a una persona.',
      },
      de: {
        title: 'Ihr Sprachagent',
        description:
          'Bestimmen Sie, was Ihr Agent sagt und wie er klingt: Begrüßung, Leistungen und Preise, Buchungsregeln und Übergabe an eine Person.',
      },
    },
    videos: [
      {
        title: 'Write a greeting callers trust',
        description:
          'Name the business in the first sentence, say how you can help and keep it under eight seconds: callers decide fast.',
        youtubeId: 'ol29vX6N_63',
        durationSeconds: seconds(4, 50),
        translations: {
          es: {
            title: 'Escribe un saludo que inspire confianza',
            description:
              'Nombra el negocio en la primera frase, di cómo puedes ayudar y no pases de ocho segundos: quien llama decide rápido.',
          },
          de: {
            title: 'Eine Begrüßung, der Anrufer vertrauen',
            description:
              'Nennen Sie das Unternehmen im ersten Satz, sagen Sie, wobei Sie helfen, und bleiben Sie unter acht Sekunden: Anrufer entscheiden schnell.',
          },
        },
      },
      {
        title: 'Teach it your services, prices and service area',
        description:
          'What to quote, what to never quote over the phone, and how the agent answers when a caller is outside your area.',
        youtubeId: '1mG8YE5_is_',
        durationSeconds: seconds(7, 32),
        translations: {
          es: {
            title: 'Enséñale tus servicios, precios y zona',
            description:
              'Qué presupuestar, qué no decir nunca por teléfono y cómo responde el agente cuando alguien llama desde fuera de tu zona.',
          },
          de: {
            title: 'Leistungen, Preise und Einsatzgebiet hinterlegen',
            description:
              'Was der Agent nennen darf, was nie am Telefon, und wie er antwortet, wenn ein Anrufer außerhalb Ihres Gebiets wohnt.',
          },
        },
      },
      {
        title: 'Booking rules: hours, buffers and appointment types',
        description:
          'Set opening hours, travel buffers between jobs and appointment lengths so every booking fits your real calendar.',
        youtubeId: 'I4cZ2cSV8HT',
        durationSeconds: seconds(8, 4),
        translations: {
          es: {
            title: 'Reglas de reserva: horarios, márgenes y tipos de cita',
            description:
              'Define horarios, márgenes de desplazamiento entre trabajos y duración de las citas para que cada reserva encaje en tu agenda real.',
          },
          de: {
            title: 'Buchungsregeln: Zeiten, Puffer und Terminarten',
            description:
              'Legen Sie Öffnungszeiten, Fahrtpuffer zwischen Aufträgen und Termindauern fest, damit jede Buchung in Ihren echten Kalender passt.',
          },
        },
      },
      {
        title: 'Warm transfers and urgent calls',
        description:
          'When the agent should put a caller through to you, who it tries first, and what it says when nobody picks up.',
        youtubeId: 'Myf8GmXmeyN',
        durationSeconds: seconds(6, 21),
        translations: {
          es: {
            title: 'Transferencias y llamadas urgentes',
            description:
              'Cuándo debe el agente pasarte una llamada, a quién intenta primero y qué dice cuando nadie contesta.',
          },
          de: {
            title: 'Weiterleitungen und dringende Anrufe',
            description:
              'Wann der Agent einen Anrufer zu Ihnen durchstellt, wen er zuerst versucht und was er sagt, wenn niemand abnimmt.',
          },
        },
      },
      {
        title: 'Choose a voice and languages',
        description:
          'Compare voices, pick the languages your callers speak and let the agent switch when a caller does.',
        youtubeId: 'daKTGoeszaD',
        durationSeconds: seconds(3, 18),
        translations: {
          es: {
            title: 'Elige una voz y los idiomas',
            description:
              'Compara voces, elige los idiomas de tus clientes y deja que el agente cambie de idioma cuando lo haga quien llama.',
          },
          de: {
            title: 'Stimme und Sprachen wählen',
            description:
              'Vergleichen Sie Stimmen, wählen Sie die Sprachen Ihrer Anrufer und lassen Sie den Agenten wechseln, wenn ein Anrufer wechselt.',
          },
        },
      },
      {
        title: 'Improve answers from call transcripts',
        description:
          'Read a week of transcripts in ten minutes, spot the questions the agent fumbled and fix them in its knowledge.',
        youtubeId: 'GHxFAQLVeuz',
        durationSeconds: seconds(5, 46),
        translations: {
          es: {
            title: 'Mejora las respuestas con las transcripciones',
            description:
              'Revisa una semana de transcripciones en diez minutos, detecta las preguntas que el agente resolvió mal y corrígelas en su conocimiento.',
          },
          de: {
            title: 'Antworten anhand der Gesprächsprotokolle verbessern',
            description:
              'Lesen Sie die Protokolle einer Woche in zehn Minuten, finden Sie die Fragen, bei denen der Agent schwächelte, und verbessern Sie sein Wissen.',
          },
        },
      },
    ],
  },
  {
    slug: 'crm-and-follow-up',
    title: 'CRM and follow-up',
    description:
      'Turn every call into a lead, follow up by text and e-mail without lifting a finger, and never let a quote go cold.',
    translations: {
      es: {
        title: 'CRM y seguimiento',
        description:
          'Convierte cada llamada en un cliente potencial, haz seguimiento por SMS y correo sin mover un dedo y no dejes que un presupuesto se enfríe.',
      },
      de: {
        title: 'CRM und Nachfassen',
        description:
          'Machen Sie aus jedem Anruf einen Lead, fassen Sie automatisch per SMS und E-Mail nach und lassen Sie kein Angebot kalt werden.',
      },
    },
    videos: [
      {
        title: 'Where your leads land: the pipeline',
        description:
          'Every call creates or updates a contact with its summary and recording; see how stages move from new lead to booked job.',
        youtubeId: 'U_XFXO_eF28',
        durationSeconds: seconds(5, 12),
        translations: {
          es: {
            title: 'Dónde llegan tus clientes potenciales: el embudo',
            description:
              'Cada llamada crea o actualiza un contacto con su resumen y grabación; mira cómo avanza de cliente nuevo a trabajo reservado.',
          },
          de: {
            title: 'Wo Ihre Leads landen: die Pipeline',
            description:
              'Jeder Anruf legt einen Kontakt mit Zusammenfassung und Aufnahme an; sehen Sie, wie er vom neuen Lead zum gebuchten Auftrag wandert.',
          },
        },
      },
      {
        title: 'Text back every missed call',
        description:
          'An instant text when a call is missed or ends without a booking, with a link to book online, and how to word it.',
        youtubeId: 'RlHnqzgsBH_',
        durationSeconds: seconds(4, 38),
        translations: {
          es: {
            title: 'Responde por SMS a cada llamada perdida',
            description:
              'Un SMS inmediato cuando se pierde una llamada o termina sin reserva, con un enlace para reservar en línea, y cómo redactarlo.',
          },
          de: {
            title: 'Jeden verpassten Anruf per SMS beantworten',
            description:
              'Eine sofortige SMS, wenn ein Anruf verpasst wird oder ohne Buchung endet, mit Link zur Online-Buchung – und wie Sie sie formulieren.',
          },
        },
      },
      {
        title: 'Follow-up sequences that book the second visit',
        description:
          'Reminders before the appointment, a check-in after the job and a seasonal nudge that brings customers back.',
        youtubeId: '5qWgnGV21q4',
        durationSeconds: seconds(7, 5),
        translations: {
          es: {
            title: 'Secuencias de seguimiento que reservan la segunda visita',
            description:
              'Recordatorios antes de la cita, un mensaje después del trabajo y un aviso de temporada que hace volver a tus clientes.',
          },
          de: {
            title: 'Nachfass-Sequenzen, die den zweiten Termin buchen',
            description:
              'Erinnerungen vor dem Termin, eine Nachfrage nach dem Auftrag und ein saisonaler Anstoß, der Kunden zurückbringt.',
          },
        },
      },
      {
        title: 'Tags, notes and handing a lead to a colleague',
        description:
          'Keep the context of every conversation and pass a lead to the right person without a single call back to the customer.',
        youtubeId: 'ClswscCTf07',
        durationSeconds: seconds(4, 9),
        translations: {
          es: {
            title: 'Etiquetas, notas y pasar un cliente a un compañero',
            description:
              'Conserva el contexto de cada conversación y pasa un cliente a la persona adecuada sin volver a llamarle.',
          },
          de: {
            title: 'Tags, Notizen und Übergabe an Kollegen',
            description:
              'Behalten Sie den Kontext jedes Gesprächs und geben Sie einen Lead an die richtige Person weiter, ohne den Kunden erneut anzurufen.',
          },
        },
      },
    ],
  },
  {
    slug: 'growing-reviews',
    title: 'Growing your reviews',
    description:
      'Ask every happy customer for a review at the right moment, hear from unhappy ones first and answer every review.',
    translations: {
      es: {
        title: 'Más reseñas',
        description:
          'Pide una reseña a cada cliente satisfecho en el momento justo, entérate antes de las quejas y responde a todas las reseñas.',
      },
      de: {
        title: 'Mehr Bewertungen',
        description:
          'Bitten Sie jeden zufriedenen Kunden im richtigen Moment um eine Bewertung, hören Sie Unzufriedene zuerst und beantworten Sie jede Bewertung.',
      },
    },
    videos: [
      {
        title: 'Why reviews decide who gets the call',
        description:
          'How rating, review count and recency rank you in local search, and what a jump from 4.2 to 4.7 stars is worth.',
        youtubeId: 'I8PjUhmi2og',
        durationSeconds: seconds(3, 36),
        translations: {
          es: {
            title: 'Por qué las reseñas deciden quién recibe la llamada',
            description:
              'Cómo la valoración, el número de reseñas y su actualidad te posicionan en la búsqueda local, y cuánto vale pasar de 4,2 a 4,7 estrellas.',
          },
          de: {
            title: 'Warum Bewertungen entscheiden, wer angerufen wird',
            description:
              'Wie Sterne, Anzahl und Aktualität der Bewertungen Ihr Ranking in der lokalen Suche bestimmen – und was der Sprung von 4,2 auf 4,7 Sterne wert ist.',
          },
        },
      },
      {
        title: 'Request reviews automatically after each job',
        description:
          'A text with a one-tap Google review link, sent when the job is marked done, with one polite reminder.',
        youtubeId: 'viaNfrWta57',
        durationSeconds: seconds(5, 24),
        translations: {
          es: {
            title: 'Pide reseñas automáticamente después de cada trabajo',
            description:
              'Un SMS con un enlace directo a la reseña de Google, enviado al cerrar el trabajo, con un único recordatorio amable.',
          },
          de: {
            title: 'Nach jedem Auftrag automatisch um Bewertungen bitten',
            description:
              'Eine SMS mit direktem Link zur Google-Bewertung, gesendet, sobald der Auftrag erledigt ist, mit einer höflichen Erinnerung.',
          },
        },
      },
      {
        title: 'Hear from unhappy customers first',
        description:
          'A quick satisfaction question before the review link, so a problem reaches you privately and you can put it right.',
        youtubeId: '-cLkIFKaEaT',
        durationSeconds: seconds(4, 47),
        translations: {
          es: {
            title: 'Entérate primero de los clientes insatisfechos',
            description:
              'Una breve pregunta de satisfacción antes del enlace de reseña, para que un problema te llegue en privado y puedas resolverlo.',
          },
          de: {
            title: 'Unzufriedene Kunden zuerst hören',
            description:
              'Eine kurze Zufriedenheitsfrage vor dem Bewertungslink, damit ein Problem Sie privat erreicht und Sie es beheben können.',
          },
        },
      },
      {
        title: 'Reply to every review in minutes',
        description:
          'Templates for thank-yous and for hard reviews, and why a calm, specific reply wins over the next reader.',
        youtubeId: 'opYW5LSQdGr',
        durationSeconds: seconds(4, 2),
        translations: {
          es: {
            title: 'Responde a cada reseña en minutos',
            description:
              'Plantillas para agradecer y para reseñas difíciles, y por qué una respuesta serena y concreta convence al siguiente lector.',
          },
          de: {
            title: 'Jede Bewertung in Minuten beantworten',
            description:
              'Vorlagen für Dankeschöns und für schwierige Bewertungen – und warum eine ruhige, konkrete Antwort den nächsten Leser überzeugt.',
          },
        },
      },
    ],
  },
];
