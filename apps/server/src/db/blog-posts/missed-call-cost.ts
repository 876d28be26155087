import type { BlogPostDefinition } from './blog-post-definition';

export const missedCallCost: BlogPostDefinition = {
  slug: 'the-real-cost-of-a-missed-call',
  category: 'missed-calls',
  publishedAt: '2025-06-10T09:00:00Z',
  en: {
    title: 'The real cost of a missed call',
    excerpt:
      'A missed call is not a lost minute: it is a lost job, and often a lost customer for years. Here is how to put a number on it for your own business.',
    authorName: 'Editorial team',
    body: `Most owners of a service business know they miss calls. Few know what those calls are worth. The phone rings while you are on a roof, under a sink or with a patient, the caller hears voicemail, and by the time you call back they have booked someone else. It feels like a small annoyance. On paper it is usually the most expensive leak in the business.

## Why callers do not leave a message

People who call a local business usually want one of three things: a price, an appointment, or help right now. None of those is solved by a voicemail greeting. A caller with a burst pipe or a broken air conditioner is not going to wait for a call back; they go back to the search results and call the next number. Even callers with no urgency tend to treat an unanswered line as a sign of how the business will treat them later.

So the useful question is not "how many voicemails did we get?" but "how many people called and never became customers?"

## A simple way to put a number on it

You need four figures, and you can estimate all of them from your phone bill and your books:

1. **Calls per week that go unanswered.** Your phone provider's call log shows missed and abandoned calls. Count only the ones from numbers that did not call back within a day.
2. **The share of callers who would have booked.** For most trades, somewhere between a quarter and a half of new callers are ready to book. Use your own answered calls as the benchmark: of the new callers you do speak to, how many book?
3. **Your average first job.** Not the biggest invoice of the year; the typical first ticket.
4. **How much a customer is worth over time.** Repeat visits, maintenance plans, referrals. If you do not know it, use the first job only and treat the result as a floor.

Multiply the first three and you have the revenue that walks away each week. Multiply by the fourth instead and you see the long-term cost.

### A worked example

Take a two-van plumbing company:

- 12 unanswered calls a week from new numbers
- 40% of answered new callers book a job
- an average first job of $350

That is 12 × 0.4 × $350 = **$1,680 a week**, or about **$87,000 a year**, from the first job alone. If one in three of those customers comes back once a year, the real figure is higher still. Your numbers will differ, but run them: almost every business that does this exercise is surprised.

## Where the calls go missing

Missed calls cluster in predictable places:

- **During jobs.** The owner or technician cannot answer with their hands full.
- **Lunchtime and the end of the day**, when the office is busiest or closed.
- **Evenings and weekends**, when many homeowners finally have time to deal with the problem.
- **Peaks after bad weather or holidays**, when everyone calls at once.

Look at your call log by hour of the day. The pattern tells you whether you need more hands at certain hours, or a way to answer every call whatever the hour.

## What actually fixes it

There are three honest options, and each has a cost:

- **Hire or extend a receptionist.** The best experience for callers during office hours, but expensive to stretch to evenings and weekends.
- **An answering service.** Covers hours, but operators usually take a message rather than book the job, so the caller still waits.
- **An AI voice agent.** Answers every call at once, day or night, books straight into your calendar and hands urgent calls to a person. Read [what a good voice agent says to your callers](/blog/what-a-voice-agent-says-to-your-callers) to see what that sounds like.

Whatever you choose, measure it the same way you measured the leak: unanswered calls per week, and how many answered callers book.

## Start with this week's numbers

Open your call log today, count last week's missed calls from new numbers, and run the sum above. If the answer is bigger than what it would cost to answer them, you have your business case. Our [ROI calculator](/#calculator) does the arithmetic for you, and you can [hear a demo agent](/agents) answer a call for a business like yours.`,
  },
  es: {
    title: 'El coste real de una llamada perdida',
    excerpt:
      'Una llamada perdida no es un minuto perdido: es un trabajo perdido y, a menudo, un cliente perdido durante años. Así puede calcular cuánto le cuesta a su negocio.',
    authorName: 'Equipo editorial',
    body: `La mayoría de los dueños de negocios de servicios saben que pierden llamadas. Pocos saben cuánto valen. El teléfono suena mientras usted está en un tejado, debajo de un fregadero o con un paciente; quien llama oye el buzón de voz y, cuando usted le devuelve la llamada, ya ha contratado a otro. Parece una molestia pequeña. Sobre el papel suele ser la fuga más cara del negocio.

## Por qué la gente no deja mensaje

Quien llama a un negocio local casi siempre quiere una de tres cosas: un precio, una cita o ayuda inmediata. Ninguna se resuelve con un buzón de voz. Alguien con una tubería rota o un aire acondicionado averiado no va a esperar a que le llamen; vuelve a los resultados de búsqueda y marca el siguiente número. Incluso quien no tiene prisa interpreta una línea sin respuesta como una señal de cómo le tratarán después.

Por eso la pregunta útil no es «¿cuántos mensajes de voz recibimos?», sino «¿cuántas personas llamaron y nunca se convirtieron en clientes?».

## Una forma sencilla de ponerle cifra

Necesita cuatro datos, y puede estimarlos todos con su factura telefónica y su contabilidad:

1. **Llamadas semanales sin respuesta.** El registro de llamadas de su operador muestra las perdidas y las abandonadas. Cuente solo las de números que no volvieron a llamar en un día.
2. **La proporción de llamantes que habrían reservado.** En la mayoría de los oficios, entre una cuarta parte y la mitad de los nuevos llamantes están listos para reservar. Use sus propias llamadas atendidas como referencia: de los nuevos clientes con los que sí habla, ¿cuántos reservan?
3. **Su primer trabajo medio.** No la factura más grande del año, sino el ticket típico de un primer servicio.
4. **Cuánto vale un cliente con el tiempo.** Visitas repetidas, planes de mantenimiento, recomendaciones. Si no lo sabe, use solo el primer trabajo y tome el resultado como un mínimo.

Multiplique los tres primeros y obtendrá los ingresos que se le escapan cada semana. Multiplique por el cuarto y verá el coste a largo plazo.

### Un ejemplo práctico

Tomemos una fontanería con dos furgonetas:

- 12 llamadas semanales sin respuesta de números nuevos
- el 40 % de los nuevos llamantes atendidos reserva un trabajo
- un primer trabajo medio de 350 $

Eso es 12 × 0,4 × 350 $ = **1.680 $ a la semana**, unos **87.000 $ al año**, contando solo el primer trabajo. Si uno de cada tres de esos clientes vuelve una vez al año, la cifra real es aún mayor. Sus números serán distintos, pero haga la cuenta: casi todos los negocios que lo hacen se sorprenden.

## Dónde se pierden las llamadas

Las llamadas perdidas se concentran en momentos previsibles:

- **Durante los trabajos.** El dueño o el técnico no puede contestar con las manos ocupadas.
- **A mediodía y al final de la jornada**, cuando la oficina está más ocupada o cerrada.
- **Por la tarde-noche y los fines de semana**, cuando muchos propietarios por fin tienen tiempo para ocuparse del problema.
- **Picos tras el mal tiempo o los festivos**, cuando todo el mundo llama a la vez.

Revise su registro de llamadas por hora del día. El patrón le dirá si necesita más manos a ciertas horas o una forma de atender todas las llamadas a cualquier hora.

## Qué lo soluciona de verdad

Hay tres opciones honestas, y cada una tiene su coste:

- **Contratar o ampliar el horario de una recepcionista.** La mejor experiencia en horario de oficina, pero cara de extender a noches y fines de semana.
- **Un servicio de atención telefónica.** Cubre más horas, pero los operadores suelen tomar un recado en lugar de reservar el trabajo, así que el cliente sigue esperando.
- **Un agente de voz con IA.** Atiende todas las llamadas al instante, de día o de noche, reserva directamente en su calendario y pasa las urgencias a una persona. Lea [qué dice un buen agente de voz a quien llama](/blog/what-a-voice-agent-says-to-your-callers) para ver cómo suena.

Elija lo que elija, mídalo igual que midió la fuga: llamadas sin respuesta por semana y cuántos de los llamantes atendidos reservan.

## Empiece con los números de esta semana

Abra hoy su registro de llamadas, cuente las llamadas perdidas de números nuevos de la semana pasada y haga la cuenta anterior. Si el resultado es mayor que lo que costaría atenderlas, ya tiene su argumento. Nuestra [calculadora de rentabilidad](/#calculator) hace las cuentas por usted, y puede [escuchar a un agente de demostración](/agents) atender una llamada para un negocio como el suyo.`,
  },
  de: {
    title: 'Was ein verpasster Anruf wirklich kostet',
    excerpt:
      'Ein verpasster Anruf ist keine verlorene Minute, sondern ein verlorener Auftrag – oft auch ein Kunde für Jahre. So beziffern Sie den Schaden für Ihren eigenen Betrieb.',
    authorName: 'Redaktion',
    body: `Die meisten Inhaber eines Dienstleistungsbetriebs wissen, dass sie Anrufe verpassen. Nur wenige wissen, was diese Anrufe wert sind. Das Telefon klingelt, während Sie auf dem Dach, unter dem Waschbecken oder bei einem Patienten sind, der Anrufer landet auf der Mailbox, und wenn Sie zurückrufen, hat er längst jemand anderen beauftragt. Es fühlt sich wie eine Kleinigkeit an. Auf dem Papier ist es meist das teuerste Leck im ganzen Betrieb.

## Warum Anrufer keine Nachricht hinterlassen

Wer einen örtlichen Betrieb anruft, will fast immer eines von drei Dingen: einen Preis, einen Termin oder sofortige Hilfe. Nichts davon löst eine Mailbox-Ansage. Wer ein geplatztes Rohr oder eine ausgefallene Klimaanlage hat, wartet nicht auf einen Rückruf, sondern geht zurück zu den Suchergebnissen und wählt die nächste Nummer. Selbst Anrufer ohne Eile werten eine Leitung, an die niemand geht, als Hinweis darauf, wie man später mit ihnen umgehen wird.

Die nützliche Frage lautet deshalb nicht „Wie viele Sprachnachrichten hatten wir?“, sondern „Wie viele Menschen haben angerufen und sind nie Kunden geworden?“

## So beziffern Sie den Verlust

Sie brauchen vier Zahlen, und alle lassen sich aus Telefonrechnung und Buchhaltung schätzen:

1. **Unbeantwortete Anrufe pro Woche.** Das Anrufprotokoll Ihres Anbieters zeigt verpasste und abgebrochene Anrufe. Zählen Sie nur Nummern, die nicht innerhalb eines Tages erneut angerufen haben.
2. **Der Anteil der Anrufer, die gebucht hätten.** In den meisten Gewerken ist zwischen einem Viertel und der Hälfte der Neuanrufer bereit zu buchen. Nehmen Sie Ihre eigenen angenommenen Anrufe als Maßstab: Wie viele der Neukunden, mit denen Sie sprechen, buchen tatsächlich?
3. **Ihr durchschnittlicher Erstauftrag.** Nicht die größte Rechnung des Jahres, sondern der typische erste Auftrag.
4. **Was ein Kunde über die Zeit wert ist.** Folgeaufträge, Wartungsverträge, Empfehlungen. Wenn Sie es nicht wissen, rechnen Sie nur mit dem Erstauftrag und betrachten das Ergebnis als Untergrenze.

Multiplizieren Sie die ersten drei Zahlen, und Sie sehen den Umsatz, der jede Woche verloren geht. Multiplizieren Sie stattdessen mit der vierten, sehen Sie die langfristigen Kosten.

### Ein Rechenbeispiel

Nehmen wir einen Sanitärbetrieb mit zwei Fahrzeugen:

- 12 unbeantwortete Anrufe pro Woche von neuen Nummern
- 40 % der angenommenen Neuanrufer buchen einen Auftrag
- ein durchschnittlicher Erstauftrag von 350 $

Das sind 12 × 0,4 × 350 $ = **1.680 $ pro Woche**, rund **87.000 $ im Jahr** – allein aus dem Erstauftrag. Kommt jeder dritte dieser Kunden einmal im Jahr wieder, liegt die tatsächliche Zahl noch höher. Ihre Werte werden anders aussehen, aber rechnen Sie nach: Fast jeder Betrieb, der das tut, ist überrascht.

## Wo die Anrufe verloren gehen

Verpasste Anrufe häufen sich zu vorhersehbaren Zeiten:

- **Während der Arbeit.** Inhaber oder Techniker können mit vollen Händen nicht abnehmen.
- **Mittags und zum Feierabend**, wenn das Büro am vollsten oder schon geschlossen ist.
- **Abends und am Wochenende**, wenn viele Hausbesitzer endlich Zeit für ihr Problem haben.
- **Spitzen nach Unwettern oder Feiertagen**, wenn alle gleichzeitig anrufen.

Sehen Sie sich Ihr Anrufprotokoll nach Tageszeit an. Das Muster zeigt, ob Sie zu bestimmten Zeiten mehr Personal brauchen oder eine Lösung, die jeden Anruf zu jeder Stunde annimmt.

## Was wirklich hilft

Es gibt drei ehrliche Möglichkeiten, und jede hat ihren Preis:

- **Eine Empfangskraft einstellen oder ihre Zeiten ausweiten.** Das beste Erlebnis während der Bürozeiten, aber teuer, wenn es auch abends und am Wochenende gelten soll.
- **Ein Telefonservice.** Deckt mehr Stunden ab, doch die Mitarbeitenden notieren meist nur eine Nachricht, statt den Auftrag zu buchen – der Anrufer wartet also weiter.
- **Ein KI-Sprachagent.** Nimmt jeden Anruf sofort an, Tag und Nacht, bucht direkt in Ihren Kalender und gibt dringende Fälle an einen Menschen weiter. Lesen Sie, [was ein guter Sprachagent zu Ihren Anrufern sagt](/blog/what-a-voice-agent-says-to-your-callers), um zu hören, wie das klingt.

Wofür Sie sich auch entscheiden: Messen Sie es so, wie Sie das Leck gemessen haben – unbeantwortete Anrufe pro Woche und wie viele der angenommenen Anrufer buchen.

## Beginnen Sie mit den Zahlen dieser Woche

Öffnen Sie heute Ihr Anrufprotokoll, zählen Sie die verpassten Anrufe neuer Nummern aus der letzten Woche und rechnen Sie wie oben. Ist das Ergebnis größer als das, was die Annahme dieser Anrufe kosten würde, haben Sie Ihre Entscheidungsgrundlage. Unser [ROI-Rechner](/#calculator) übernimmt die Rechnung für Sie, und Sie können [einem Demo-Agenten zuhören](/agents), wie er einen Anruf für einen Betrieb wie Ihren annimmt.`,
  },
};
