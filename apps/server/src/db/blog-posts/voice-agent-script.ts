import type { BlogPostDefinition } from './blog-post-definition';

export const voiceAgentScript: BlogPostDefinition = {
  slug: 'what-a-voice-agent-says-to-your-callers',
  category: 'voice-agents',
  publishedAt: '2025-05-20T09:00:00Z',
  en: {
    title: 'What a good voice agent says to your callers',
    excerpt:
      'The greeting, the questions, the booking and the goodbye: a call-by-call look at what an AI receptionist should say, and what it should never pretend to know.',
    authorName: 'Editorial team',
    body: `An AI voice agent is only as good as the conversation it holds. Callers do not care which model runs it; they care whether they were understood, whether their problem is handled and whether they got a time that suits them. Here is what a well-built agent says at each step of a call, and why.

## 1. The greeting: who you reached and that you can help

A good greeting is short and specific:

> "Thanks for calling Bright Plumbing, this is the virtual assistant. I can book a visit or get you to a technician. What's going on?"

Three things happen in one breath. The caller knows they reached the right business. They know they are talking to an assistant, which builds trust rather than breaking it when they notice later. And they are invited to explain their problem in their own words, which is faster than a menu.

Avoid long legal preambles and lists of options. If you must mention call recording, do it in one sentence.

## 2. Understanding the problem

The agent's next job is to turn a story into the few facts that decide what happens next. For a home service business, those are usually:

- **What** is wrong (no hot water, a leak, a routine service)
- **Where** it is (the address or at least the town or postcode, to check the service area)
- **How urgent** it is (water on the floor now, or a dripping tap)

A good agent asks one question at a time and confirms what it heard: *"So the water heater is leaking into the garage, and you're at 14 Oak Street. Is that right?"* Confirmation catches speech recognition mistakes before they turn into a technician at the wrong address.

## 3. Deciding: book, transfer or take a message

This is where your rules matter more than the technology. Write them down before you switch anything on:

- **Emergencies** (gas smell, flooding, no heat in freezing weather) go to a person immediately. The agent says so plainly: *"That sounds urgent. I'm connecting you to our on-call technician now."* Read more in [handing off from AI to a human](/blog/handing-off-from-ai-to-a-human).
- **Bookable work** gets offered real slots from your calendar.
- **Questions the agent cannot answer** (a warranty dispute, a custom quote) become a message with a promised call-back time.

## 4. Booking: offer two times, not a blank calendar

Open questions like "when works for you?" lead to long back-and-forth. Offering two concrete options is faster:

> "I can have someone there tomorrow between 8 and 10, or Thursday between 1 and 3. Which is better?"

Then collect only what the visit needs: name, phone number (confirmed by reading it back), address and any access notes. Every extra question costs you callers.

## 5. Prices: honest ranges, never invented numbers

Callers always ask what it will cost. An agent should answer with what you have approved, for example your call-out fee or a published price range, and be clear about what decides the final price. It should never make up a figure. If you do not want prices quoted on the phone, the agent can say that the technician confirms the price on site before starting.

## 6. The goodbye: confirm and set expectations

The last thirty seconds prevent most no-shows and complaints:

> "You're booked for tomorrow between 8 and 10 at 14 Oak Street. You'll get a text confirmation now and a message when the technician is on the way. Anything else I can help with?"

A text or e-mail confirmation with the same details gives the caller something to check later, and gives you a record.

## What a good agent never does

- Pretends to be a human when asked directly.
- Guesses at answers about safety, warranties or prices you have not approved.
- Keeps a distressed caller talking when a person should take over.
- Ends the call without a clear next step.

## Hear it for yourself

The fastest way to judge a voice agent is to call one. Try the [demo agents for your industry](/agents), ask the awkward questions your customers ask, and listen for the steps above. Then look at what it would mean for your own missed calls with our note on [the real cost of a missed call](/blog/the-real-cost-of-a-missed-call).`,
  },
  es: {
    title: 'Qué dice un buen agente de voz a quien le llama',
    excerpt:
      'El saludo, las preguntas, la reserva y la despedida: un repaso paso a paso de lo que debe decir una recepcionista con IA y de lo que nunca debe fingir saber.',
    authorName: 'Equipo editorial',
    body: `Un agente de voz con IA vale lo que vale la conversación que mantiene. A quien llama no le importa qué modelo lo hace funcionar; le importa que le entiendan, que resuelvan su problema y que le den una hora que le venga bien. Esto es lo que dice un agente bien configurado en cada paso de una llamada, y por qué.

## 1. El saludo: a quién ha llamado y que puede ayudarle

Un buen saludo es breve y concreto:

> «Gracias por llamar a Fontanería Bright, le atiende el asistente virtual. Puedo reservarle una visita o pasarle con un técnico. ¿Qué le ocurre?»

En una sola frase pasan tres cosas. Quien llama sabe que ha llegado al negocio correcto. Sabe que habla con un asistente, lo que genera confianza en lugar de romperla cuando se dé cuenta más tarde. Y se le invita a explicar su problema con sus propias palabras, algo más rápido que un menú de opciones.

Evite los preámbulos legales largos y las listas de opciones. Si debe mencionar que la llamada se graba, hágalo en una sola frase.

## 2. Entender el problema

La siguiente tarea del agente es convertir un relato en los pocos datos que deciden qué pasa después. En un negocio de servicios a domicilio suelen ser:

- **Qué** ocurre (no hay agua caliente, una fuga, una revisión rutinaria)
- **Dónde** (la dirección o al menos la localidad o el código postal, para comprobar la zona de servicio)
- **Qué urgencia** tiene (agua en el suelo ahora mismo o un grifo que gotea)

Un buen agente hace una pregunta cada vez y confirma lo que ha oído: *«Entonces el calentador pierde agua en el garaje y usted está en la calle Roble 14. ¿Es correcto?»* La confirmación detecta errores de reconocimiento de voz antes de que se conviertan en un técnico en la dirección equivocada.

## 3. Decidir: reservar, transferir o tomar un recado

Aquí sus reglas importan más que la tecnología. Escríbalas antes de activar nada:

- **Las emergencias** (olor a gas, inundación, sin calefacción con temperaturas bajo cero) pasan de inmediato a una persona. El agente lo dice con claridad: *«Parece urgente. Le paso ahora con nuestro técnico de guardia.»* Más información en [cómo pasar una llamada de la IA a una persona](/blog/handing-off-from-ai-to-a-human).
- **Los trabajos que se pueden reservar** reciben huecos reales de su calendario.
- **Las preguntas que el agente no puede responder** (una reclamación de garantía, un presupuesto a medida) se convierten en un recado con una hora de devolución de la llamada.

## 4. Reservar: ofrezca dos horas, no un calendario en blanco

Las preguntas abiertas como «¿cuándo le viene bien?» provocan idas y venidas. Ofrecer dos opciones concretas es más rápido:

> «Puedo enviarle a alguien mañana entre las 8 y las 10, o el jueves entre la 1 y las 3. ¿Qué prefiere?»

Después, pida solo lo que la visita necesita: nombre, teléfono (confirmado leyéndolo en voz alta), dirección y cualquier indicación de acceso. Cada pregunta de más le cuesta clientes.

## 5. Precios: rangos honestos, nunca cifras inventadas

Quien llama siempre pregunta cuánto costará. El agente debe responder con lo que usted haya aprobado, por ejemplo el precio del desplazamiento o un rango de precios publicado, y dejar claro qué determina el precio final. Nunca debe inventarse una cifra. Si no quiere dar precios por teléfono, el agente puede explicar que el técnico confirma el precio en el lugar antes de empezar.

## 6. La despedida: confirmar y fijar expectativas

Los últimos treinta segundos evitan la mayoría de las ausencias y las quejas:

> «Queda reservado para mañana entre las 8 y las 10 en la calle Roble 14. Ahora recibirá un SMS de confirmación y otro aviso cuando el técnico vaya de camino. ¿Puedo ayudarle en algo más?»

Una confirmación por SMS o correo electrónico con los mismos datos le da a quien llama algo que consultar más tarde, y a usted un registro.

## Lo que un buen agente nunca hace

- Fingir que es una persona cuando se lo preguntan directamente.
- Improvisar respuestas sobre seguridad, garantías o precios que usted no ha aprobado.
- Retener a alguien angustiado cuando debería atenderle una persona.
- Terminar la llamada sin un siguiente paso claro.

## Compruébelo usted mismo

La forma más rápida de juzgar un agente de voz es llamar a uno. Pruebe los [agentes de demostración de su sector](/agents), haga las preguntas incómodas que hacen sus clientes y fíjese en los pasos anteriores. Después, vea qué supondría para sus propias llamadas perdidas con nuestro artículo sobre [el coste real de una llamada perdida](/blog/the-real-cost-of-a-missed-call).`,
  },
  de: {
    title: 'Was ein guter Sprachagent zu Ihren Anrufern sagt',
    excerpt:
      'Begrüßung, Rückfragen, Buchung und Verabschiedung: Schritt für Schritt, was eine KI-Telefonassistenz sagen sollte – und was sie niemals vorgeben darf zu wissen.',
    authorName: 'Redaktion',
    body: `Ein KI-Sprachagent ist nur so gut wie das Gespräch, das er führt. Anrufern ist egal, welches Modell dahintersteckt. Ihnen ist wichtig, dass man sie versteht, dass ihr Problem gelöst wird und dass sie einen passenden Termin bekommen. Hier sehen Sie, was ein gut eingerichteter Agent in jeder Phase eines Anrufs sagt – und warum.

## 1. Die Begrüßung: wen man erreicht hat und dass geholfen wird

Eine gute Begrüßung ist kurz und konkret:

> „Danke für Ihren Anruf bei Bright Sanitär, hier ist der virtuelle Assistent. Ich kann einen Termin buchen oder Sie mit einem Techniker verbinden. Worum geht es?“

In einem Atemzug passieren drei Dinge. Der Anrufer weiß, dass er den richtigen Betrieb erreicht hat. Er weiß, dass er mit einem Assistenten spricht – das schafft Vertrauen, statt es zu zerstören, wenn er es später bemerkt. Und er wird eingeladen, sein Anliegen in eigenen Worten zu schildern, was schneller geht als jedes Tastenmenü.

Verzichten Sie auf lange rechtliche Vorreden und Optionslisten. Wenn Sie auf die Aufzeichnung hinweisen müssen, dann in einem Satz.

## 2. Das Problem verstehen

Als Nächstes macht der Agent aus einer Schilderung die wenigen Fakten, die über das weitere Vorgehen entscheiden. Bei einem Handwerks- oder Servicebetrieb sind das meist:

- **Was** ist los (kein Warmwasser, ein Leck, eine Routinewartung)
- **Wo** ist es (die Adresse oder wenigstens Ort oder Postleitzahl, um das Einsatzgebiet zu prüfen)
- **Wie dringend** ist es (Wasser auf dem Boden jetzt gerade oder ein tropfender Hahn)

Ein guter Agent stellt eine Frage nach der anderen und bestätigt, was er verstanden hat: *„Der Warmwasserspeicher leckt also in die Garage, und Sie wohnen in der Eichenstraße 14. Stimmt das?“* Die Bestätigung fängt Fehler der Spracherkennung ab, bevor ein Techniker vor der falschen Tür steht.

## 3. Entscheiden: buchen, weiterverbinden oder Nachricht aufnehmen

Hier zählen Ihre Regeln mehr als die Technik. Schreiben Sie sie auf, bevor Sie etwas einschalten:

- **Notfälle** (Gasgeruch, Überschwemmung, keine Heizung bei Frost) gehen sofort an einen Menschen. Der Agent sagt das klar: *„Das klingt dringend. Ich verbinde Sie jetzt mit unserem Bereitschaftstechniker.“* Mehr dazu in [Übergabe von der KI an einen Menschen](/blog/handing-off-from-ai-to-a-human).
- **Buchbare Aufträge** bekommen echte freie Zeiten aus Ihrem Kalender angeboten.
- **Fragen, die der Agent nicht beantworten kann** (ein Garantiefall, ein individuelles Angebot), werden zu einer Nachricht mit zugesagter Rückrufzeit.

## 4. Buchen: zwei Zeiten anbieten statt eines leeren Kalenders

Offene Fragen wie „Wann passt es Ihnen?“ führen zu langem Hin und Her. Zwei konkrete Vorschläge sind schneller:

> „Ich kann morgen zwischen 8 und 10 Uhr jemanden schicken oder am Donnerstag zwischen 13 und 15 Uhr. Was passt besser?“

Danach fragt der Agent nur ab, was für den Einsatz nötig ist: Name, Telefonnummer (zur Kontrolle vorgelesen), Adresse und Hinweise zum Zugang. Jede zusätzliche Frage kostet Sie Anrufer.

## 5. Preise: ehrliche Spannen, niemals erfundene Zahlen

Anrufer fragen immer, was es kostet. Ein Agent sollte mit dem antworten, was Sie freigegeben haben, etwa Ihrer Anfahrtspauschale oder einer veröffentlichten Preisspanne, und klar sagen, wovon der Endpreis abhängt. Eine Zahl erfinden darf er nie. Wenn Sie am Telefon keine Preise nennen möchten, kann der Agent erklären, dass der Techniker den Preis vor Ort vor Beginn der Arbeit bestätigt.

## 6. Die Verabschiedung: bestätigen und Erwartungen setzen

Die letzten dreißig Sekunden verhindern die meisten versäumten Termine und Beschwerden:

> „Sie sind für morgen zwischen 8 und 10 Uhr in der Eichenstraße 14 eingetragen. Sie bekommen gleich eine SMS zur Bestätigung und eine Nachricht, sobald der Techniker unterwegs ist. Kann ich sonst noch helfen?“

Eine Bestätigung per SMS oder E-Mail mit denselben Angaben gibt dem Anrufer etwas zum Nachsehen – und Ihnen einen Nachweis.

## Was ein guter Agent niemals tut

- Sich als Mensch ausgeben, wenn er direkt gefragt wird.
- Antworten zu Sicherheit, Garantie oder nicht freigegebenen Preisen raten.
- Einen aufgewühlten Anrufer in der Leitung halten, wenn ein Mensch übernehmen sollte.
- Das Gespräch ohne klaren nächsten Schritt beenden.

## Hören Sie selbst

Am schnellsten beurteilen Sie einen Sprachagenten, indem Sie ihn anrufen. Probieren Sie die [Demo-Agenten für Ihre Branche](/agents) aus, stellen Sie die unbequemen Fragen Ihrer Kunden und achten Sie auf die Schritte oben. Was das für Ihre eigenen verpassten Anrufe bedeutet, zeigt unser Beitrag über [die wahren Kosten eines verpassten Anrufs](/blog/the-real-cost-of-a-missed-call).`,
  },
};
