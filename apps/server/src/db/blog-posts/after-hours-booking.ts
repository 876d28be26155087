import type { BlogPostDefinition } from './blog-post-definition';

export const afterHoursBooking: BlogPostDefinition = {
  slug: 'after-hours-booking',
  category: 'scheduling',
  publishedAt: '2025-04-29T09:00:00Z',
  en: {
    title: 'After-hours booking: winning the jobs that call at 9 pm',
    excerpt:
      'Evenings and weekends are when many customers finally pick up the phone. How to take bookings outside office hours without burning out your team.',
    authorName: 'Editorial team',
    body: `Your customers have jobs too. For many of them, the first moment to deal with a dripping tap, a squeaky brake or an overdue check-up is after work, after the children are in bed, or on Saturday morning. If your phone goes to voicemail at 5 pm, those callers are booking with whoever answers.

## Who calls after hours

Looking at call logs by hour usually shows two very different groups:

- **Planners** call in the evening or at the weekend to book routine work: a service, a quote, a cleaning, a follow-up appointment. They are not in a hurry, but they want it settled now, while they remember.
- **Emergencies** call whenever things break: a flooded kitchen at 11 pm, a lockout on Sunday. They will pay for fast help and they will call until somebody answers.

Each group needs a different answer, and neither is served by a voicemail box.

## Decide what "open" means before you automate

Before changing any tools, write down three rules:

1. **Which jobs can be booked at any hour.** Usually routine visits that fit into normal working slots the next day or later.
2. **Which situations are emergencies**, and who is on call for them. If nobody is on call, say so honestly and tell the caller what to do (for example, shut off the water main) and when you will call back.
3. **How far ahead people may book**, and how many after-hours bookings a single day may take, so the morning does not start with an impossible schedule.

These rules matter more than the technology. An after-hours system that books impossible slots or wakes the owner for a routine quote will be switched off within a month.

## Three ways to cover the evening

### Online booking page

A booking link on your website and Google Business Profile works well for planners who prefer to type. It fails for anyone who calls, and most people with a problem at home still call.

### Answering service

A human operator answers, takes details and passes on urgent calls. It is better than voicemail, but most services take messages rather than book into your calendar, so the caller still does not know when you are coming.

### AI voice agent

An agent answers at once, follows your rules, books routine work straight into open slots, and transfers emergencies to the on-call person. The caller hangs up with a confirmed time and a text message. See [what a good voice agent says to your callers](/blog/what-a-voice-agent-says-to-your-callers) for the conversation itself.

## Make the morning easy

After-hours bookings only help if the team can act on them. A short routine each morning keeps them under control:

- Review the bookings made overnight before the first job goes out.
- Call back any message left after hours, starting with the oldest.
- Check addresses and service areas, and move any booking that does not fit, with a personal call rather than a text.

Tracking two numbers for a month will tell you whether it works: **bookings made outside office hours** and **how many of them were kept**.

## Respect your own time

Answering every call does not mean working every hour. The point of after-hours booking is that the phone is answered and the job is captured while you rest. Protect the on-call rota, agree a fair rate for emergency visits, and let routine work wait for the morning.

## Try it on your own numbers

Check your call log for calls after 5 pm and at weekends, and multiply by your booking rate and average job, as in [the real cost of a missed call](/blog/the-real-cost-of-a-missed-call). Then [call a demo agent](/agents) in the evening and hear how it handles a booking.`,
  },
  es: {
    title: 'Reservas fuera de horario: cómo conseguir los trabajos que llaman a las 9 de la noche',
    excerpt:
      'Las tardes y los fines de semana es cuando muchos clientes por fin cogen el teléfono. Cómo aceptar reservas fuera del horario de oficina sin agotar a su equipo.',
    authorName: 'Equipo editorial',
    body: `Sus clientes también trabajan. Para muchos, el primer momento para ocuparse de un grifo que gotea, unos frenos que chirrían o una revisión pendiente llega después del trabajo, cuando los niños ya duermen, o el sábado por la mañana. Si su teléfono salta al buzón de voz a las 5 de la tarde, esas personas reservan con quien les conteste.

## Quién llama fuera de horario

Al revisar el registro de llamadas por horas suelen aparecer dos grupos muy distintos:

- **Los que planifican** llaman por la tarde o el fin de semana para reservar trabajos rutinarios: una revisión, un presupuesto, una limpieza, una cita de seguimiento. No tienen prisa, pero quieren dejarlo resuelto ahora, mientras se acuerdan.
- **Las emergencias** llaman cuando algo se rompe: una cocina inundada a las 11 de la noche, alguien que se queda fuera de casa un domingo. Pagarán por una ayuda rápida y llamarán hasta que alguien conteste.

Cada grupo necesita una respuesta distinta, y a ninguno le sirve un buzón de voz.

## Decida qué significa «abierto» antes de automatizar

Antes de cambiar ninguna herramienta, escriba tres reglas:

1. **Qué trabajos se pueden reservar a cualquier hora.** Normalmente, visitas rutinarias que encajan en los huecos habituales del día siguiente o posteriores.
2. **Qué situaciones son emergencias** y quién está de guardia para atenderlas. Si no hay nadie de guardia, dígalo con honestidad y explique a quien llama qué hacer (por ejemplo, cerrar la llave de paso) y cuándo le devolverán la llamada.
3. **Con cuánta antelación se puede reservar** y cuántas reservas fuera de horario admite un mismo día, para que la mañana no empiece con una agenda imposible.

Estas reglas importan más que la tecnología. Un sistema fuera de horario que reserva huecos imposibles o despierta al dueño por un presupuesto rutinario se desactivará antes de un mes.

## Tres formas de cubrir la tarde

### Página de reservas en línea

Un enlace de reservas en su web y en su perfil de Google Business funciona bien para quienes prefieren escribir. Falla con quien llama, y la mayoría de la gente con un problema en casa sigue llamando.

### Servicio de atención telefónica

Una operadora contesta, toma los datos y pasa las llamadas urgentes. Es mejor que el buzón de voz, pero la mayoría de estos servicios toma recados en lugar de reservar en su calendario, así que quien llama sigue sin saber cuándo irá usted.

### Agente de voz con IA

Un agente contesta al instante, sigue sus reglas, reserva los trabajos rutinarios directamente en huecos libres y transfiere las emergencias a la persona de guardia. Quien llama cuelga con una hora confirmada y un SMS. Vea [qué dice un buen agente de voz a quien le llama](/blog/what-a-voice-agent-says-to-your-callers) para conocer la conversación en sí.

## Facilite la mañana

Las reservas fuera de horario solo sirven si el equipo puede gestionarlas. Una breve rutina cada mañana las mantiene bajo control:

- Revise las reservas hechas durante la noche antes de que salga el primer trabajo.
- Devuelva las llamadas de los recados dejados fuera de horario, empezando por el más antiguo.
- Compruebe direcciones y zonas de servicio, y cambie cualquier reserva que no encaje con una llamada personal, no con un SMS.

Seguir dos cifras durante un mes le dirá si funciona: **reservas hechas fuera del horario de oficina** y **cuántas de ellas se cumplieron**.

## Respete su propio tiempo

Atender todas las llamadas no significa trabajar a todas horas. La idea de las reservas fuera de horario es que el teléfono se conteste y el trabajo quede registrado mientras usted descansa. Proteja el turno de guardia, acuerde una tarifa justa para las urgencias y deje que el trabajo rutinario espere a la mañana.

## Pruébelo con sus propios números

Revise en su registro las llamadas después de las 5 de la tarde y los fines de semana, y multiplíquelas por su tasa de reservas y su trabajo medio, como en [el coste real de una llamada perdida](/blog/the-real-cost-of-a-missed-call). Después, [llame a un agente de demostración](/agents) por la tarde y escuche cómo gestiona una reserva.`,
  },
  de: {
    title: 'Buchungen nach Feierabend: die Aufträge gewinnen, die um 21 Uhr anrufen',
    excerpt:
      'Abends und am Wochenende greifen viele Kunden endlich zum Telefon. So nehmen Sie außerhalb der Bürozeiten Buchungen an, ohne Ihr Team zu verschleißen.',
    authorName: 'Redaktion',
    body: `Ihre Kunden arbeiten auch. Für viele ist der erste Moment, sich um einen tropfenden Hahn, quietschende Bremsen oder eine überfällige Untersuchung zu kümmern, nach der Arbeit, wenn die Kinder im Bett sind, oder am Samstagvormittag. Wenn Ihr Telefon um 17 Uhr auf die Mailbox springt, buchen diese Anrufer bei dem, der abnimmt.

## Wer nach Feierabend anruft

Ein Blick ins Anrufprotokoll nach Uhrzeit zeigt meist zwei sehr unterschiedliche Gruppen:

- **Planer** rufen abends oder am Wochenende an, um Routinearbeiten zu buchen: eine Wartung, ein Angebot, eine Reinigung, einen Folgetermin. Sie haben keine Eile, wollen es aber jetzt erledigen, solange sie daran denken.
- **Notfälle** rufen an, wann immer etwas kaputtgeht: eine überflutete Küche um 23 Uhr, ein ausgesperrter Kunde am Sonntag. Sie zahlen für schnelle Hilfe und rufen so lange an, bis jemand abnimmt.

Jede Gruppe braucht eine andere Antwort, und keiner ist mit einer Mailbox geholfen.

## Legen Sie fest, was „geöffnet“ heißt, bevor Sie automatisieren

Bevor Sie ein Werkzeug ändern, schreiben Sie drei Regeln auf:

1. **Welche Aufträge zu jeder Zeit gebucht werden dürfen.** In der Regel Routinetermine, die in die normalen Zeitfenster am nächsten Tag oder später passen.
2. **Welche Situationen Notfälle sind** und wer dafür Bereitschaft hat. Gibt es keine Bereitschaft, sagen Sie das ehrlich und erklären dem Anrufer, was er tun kann (zum Beispiel den Hauptwasserhahn schließen) und wann Sie zurückrufen.
3. **Wie weit im Voraus gebucht werden darf** und wie viele Buchungen nach Feierabend ein einzelner Tag aufnehmen kann, damit der Morgen nicht mit einem unmöglichen Plan beginnt.

Diese Regeln sind wichtiger als die Technik. Ein System, das unmögliche Termine bucht oder den Inhaber wegen eines Routineangebots weckt, wird binnen eines Monats wieder abgeschaltet.

## Drei Wege, den Abend abzudecken

### Online-Buchungsseite

Ein Buchungslink auf Ihrer Website und in Ihrem Google-Unternehmensprofil funktioniert gut für Planer, die lieber tippen. Er versagt bei allen, die anrufen – und die meisten Menschen mit einem Problem im Haus rufen immer noch an.

### Telefonservice

Eine Mitarbeiterin nimmt ab, notiert die Angaben und leitet dringende Anrufe weiter. Das ist besser als eine Mailbox, doch die meisten Dienste nehmen Nachrichten auf, statt in Ihren Kalender zu buchen – der Anrufer weiß also immer noch nicht, wann Sie kommen.

### KI-Sprachagent

Ein Agent nimmt sofort ab, folgt Ihren Regeln, bucht Routinearbeiten direkt in freie Zeitfenster und verbindet Notfälle mit der Bereitschaft. Der Anrufer legt mit einem bestätigten Termin und einer SMS auf. Wie das Gespräch selbst klingt, lesen Sie in [Was ein guter Sprachagent zu Ihren Anrufern sagt](/blog/what-a-voice-agent-says-to-your-callers).

## Machen Sie den Morgen leicht

Buchungen nach Feierabend helfen nur, wenn das Team damit arbeiten kann. Eine kurze Routine jeden Morgen hält sie im Griff:

- Prüfen Sie die Buchungen der Nacht, bevor der erste Einsatz losfährt.
- Rufen Sie alle Nachrichten von außerhalb der Bürozeiten zurück, die älteste zuerst.
- Kontrollieren Sie Adressen und Einsatzgebiete und verschieben Sie unpassende Buchungen mit einem persönlichen Anruf statt einer SMS.

Zwei Zahlen, einen Monat lang verfolgt, zeigen Ihnen, ob es funktioniert: **Buchungen außerhalb der Bürozeiten** und **wie viele davon wahrgenommen wurden**.

## Achten Sie auf Ihre eigene Zeit

Jeden Anruf anzunehmen heißt nicht, rund um die Uhr zu arbeiten. Der Sinn von Buchungen nach Feierabend ist, dass das Telefon beantwortet und der Auftrag gesichert wird, während Sie sich ausruhen. Schützen Sie den Bereitschaftsplan, vereinbaren Sie einen fairen Satz für Notfalleinsätze und lassen Sie Routinearbeit bis zum Morgen warten.

## Probieren Sie es mit Ihren eigenen Zahlen

Suchen Sie in Ihrem Anrufprotokoll die Anrufe nach 17 Uhr und am Wochenende heraus und multiplizieren Sie sie mit Ihrer Buchungsquote und Ihrem durchschnittlichen Auftrag, wie in [Was ein verpasster Anruf wirklich kostet](/blog/the-real-cost-of-a-missed-call). Dann [rufen Sie einen Demo-Agenten an](/agents) – am besten abends – und hören, wie er eine Buchung annimmt.`,
  },
};
