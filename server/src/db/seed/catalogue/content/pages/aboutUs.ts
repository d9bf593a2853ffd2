import type { SeedCmsPage } from '../../types';
import { heading, link, list, paragraph } from './blocks';

export const aboutUsPage: SeedCmsPage = {
  type: 'about_us',
  slug: 'about-us',
  content: {
    'en-GB': {
      title: 'About Rigsmith',
      metaTitle: 'About us: who builds your PC | Rigsmith',
      metaDescription:
        'Rigsmith builds gaming PCs by hand in London and ships them to the UK, France, Italy, Spain and Germany. Who we are, how we work and how to reach us.',
      blocks: [
        paragraph(
          'Rigsmith builds gaming PCs to a frame rate, not to a price tag. We started from a simple annoyance: shops sell PCs by their parts list, while players think in games and frames per second. So every PC we sell shows what it does in the games you play before you buy it, and every build is checked for compatibility before we accept the order.',
        ),
        heading('How we work'),
        list(
          'We build every PC by hand in our London workshop: one technician per PC, from the first screw to the signed build sheet.',
          'We sell parts we would use ourselves, named in full with their manufacturers’ specifications, so you can check every claim.',
          'We estimate FPS with one documented model and show the figures as estimates, never cherry-picked benchmarks.',
          'We explain problems with the fix: if a part does not fit, the customiser tells you why, and what would.',
        ),
        heading('Who you deal with'),
        paragraph(
          'Your questions go to the team that builds the PCs. We answer emails within one working day, and the phone Monday to Friday, 9:00 to 18:00 UK time, in English, French, Italian, Spanish and German.',
        ),
        link('Contact us', '/contact-us'),
        heading('Company details'),
        list(
          'Rigsmith Ltd, a private limited company registered in England and Wales',
          'Registered office and workshop: 14 Anvilmere Street, London E9 7ZZ, United Kingdom',
          'Email: support@rigsmith.co.uk',
          'Phone: +44 20 7946 0321',
        ),
        link('Browse our gaming PCs', '/gaming-pcs'),
      ],
    },
    'fr-FR': {
      title: 'À propos de Rigsmith',
      metaTitle: 'Qui sommes-nous : ceux qui assemblent votre PC | Rigsmith',
      metaDescription:
        'Rigsmith assemble des PC gamer à la main à Londres et les livre en France, en Italie, en Espagne, en Allemagne et au Royaume-Uni. Qui nous sommes et comment nous joindre.',
      blocks: [
        paragraph(
          'Rigsmith assemble des PC gamer pensés pour une fréquence d’images, pas pour une étiquette de prix. Tout est parti d’un agacement : les boutiques vendent des PC sur leur liste de composants, alors que les joueurs raisonnent en jeux et en images par seconde. Chaque PC que nous vendons affiche donc ce qu’il donne dans vos jeux avant l’achat, et chaque configuration est vérifiée avant que nous acceptions la commande.',
        ),
        heading('Notre façon de travailler'),
        list(
          'Chaque PC est assemblé à la main dans notre atelier londonien : un technicien par PC, de la première vis à la fiche de montage signée.',
          'Nous vendons des composants que nous utiliserions nous-mêmes, nommés en toutes lettres avec les caractéristiques de leur fabricant, pour que vous puissiez tout vérifier.',
          'Nous estimons les FPS avec un seul modèle documenté et les présentons comme des estimations, jamais comme des benchmarks triés sur le volet.',
          'Nous expliquons un problème avec sa solution : si une pièce n’est pas compatible, le configurateur vous dit pourquoi, et laquelle le serait.',
        ),
        heading('Vos interlocuteurs'),
        paragraph(
          'Vos questions arrivent à l’équipe qui assemble les PC. Nous répondons aux e-mails sous un jour ouvré, et au téléphone du lundi au vendredi, de 10 h à 19 h (heure de Paris), en français, anglais, italien, espagnol et allemand.',
        ),
        link('Nous contacter', '/contact-us'),
        heading('Mentions légales'),
        list(
          'Rigsmith Ltd, private limited company immatriculée en Angleterre et au pays de Galles',
          'Siège social et atelier : 14 Anvilmere Street, London E9 7ZZ, Royaume-Uni',
          'E-mail : support@rigsmith.co.uk',
          'Téléphone : +44 20 7946 0321',
        ),
        link('Voir nos PC gamer', '/gaming-pcs'),
      ],
    },
    it: {
      title: 'Chi è Rigsmith',
      metaTitle: 'Chi siamo: chi costruisce il tuo PC | Rigsmith',
      metaDescription:
        'Rigsmith assembla a mano PC da gaming a Londra e li spedisce in Italia, Francia, Spagna, Germania e Regno Unito. Chi siamo, come lavoriamo e come contattarci.',
      blocks: [
        paragraph(
          'Rigsmith costruisce PC da gaming pensati per un frame rate, non per un cartellino del prezzo. Siamo partiti da un fastidio semplice: i negozi vendono i PC per la lista dei componenti, mentre chi gioca ragiona in giochi e fotogrammi al secondo. Così ogni PC che vendiamo mostra cosa fa nei tuoi giochi prima dell’acquisto, e ogni configurazione viene verificata prima che accettiamo l’ordine.',
        ),
        heading('Come lavoriamo'),
        list(
          'Assembliamo ogni PC a mano nel nostro laboratorio di Londra: un tecnico per PC, dalla prima vite alla scheda di montaggio firmata.',
          'Vendiamo componenti che useremmo noi stessi, con nome completo e specifiche del produttore, così puoi verificare ogni dato.',
          'Stimiamo gli FPS con un unico modello documentato e li presentiamo come stime, mai come benchmark scelti ad arte.',
          'Spieghiamo i problemi insieme alla soluzione: se un componente non è compatibile, il configuratore ti dice perché e quale lo sarebbe.',
        ),
        heading('Con chi parli'),
        paragraph(
          'Le tue domande arrivano al team che assembla i PC. Rispondiamo alle email entro un giorno lavorativo e al telefono dal lunedì al venerdì, dalle 10:00 alle 19:00 (ora italiana), in italiano, inglese, francese, spagnolo e tedesco.',
        ),
        link('Contattaci', '/contact-us'),
        heading('Dati societari'),
        list(
          'Rigsmith Ltd, società a responsabilità limitata (private limited company) registrata in Inghilterra e Galles',
          'Sede legale e laboratorio: 14 Anvilmere Street, London E9 7ZZ, Regno Unito',
          'Email: support@rigsmith.co.uk',
          'Telefono: +44 20 7946 0321',
        ),
        link('Scopri i nostri PC da gaming', '/gaming-pcs'),
      ],
    },
    'es-ES': {
      title: 'Sobre Rigsmith',
      metaTitle: 'Quiénes somos: quién monta tu PC | Rigsmith',
      metaDescription:
        'Rigsmith monta PC gaming a mano en Londres y los envía a España, Francia, Italia, Alemania y Reino Unido. Quiénes somos, cómo trabajamos y cómo contactarnos.',
      blocks: [
        paragraph(
          'Rigsmith monta PC gaming pensados para unos FPS, no para una etiqueta de precio. Empezamos por una molestia sencilla: las tiendas venden los PC por su lista de componentes, mientras que los jugadores piensan en juegos y fotogramas por segundo. Por eso cada PC que vendemos muestra lo que rinde en tus juegos antes de comprarlo, y cada configuración se comprueba antes de aceptar el pedido.',
        ),
        heading('Cómo trabajamos'),
        list(
          'Montamos cada PC a mano en nuestro taller de Londres: un técnico por PC, del primer tornillo a la hoja de montaje firmada.',
          'Vendemos componentes que usaríamos nosotros, con su nombre completo y las especificaciones del fabricante, para que puedas comprobarlo todo.',
          'Estimamos los FPS con un único modelo documentado y los mostramos como estimaciones, nunca como pruebas escogidas a dedo.',
          'Explicamos los problemas con su solución: si una pieza no es compatible, el configurador te dice por qué y cuál lo sería.',
        ),
        heading('Con quién hablas'),
        paragraph(
          'Tus preguntas llegan al equipo que monta los PC. Respondemos los correos en un día laborable y el teléfono de lunes a viernes, de 10:00 a 19:00 (hora peninsular), en español, inglés, francés, italiano y alemán.',
        ),
        link('Contáctanos', '/contact-us'),
        heading('Aviso legal'),
        list(
          'Rigsmith Ltd, sociedad de responsabilidad limitada (private limited company) registrada en Inglaterra y Gales',
          'Domicilio social y taller: 14 Anvilmere Street, London E9 7ZZ, Reino Unido',
          'Correo electrónico: support@rigsmith.co.uk',
          'Teléfono: +44 20 7946 0321',
        ),
        link('Ver nuestros PC gaming', '/gaming-pcs'),
      ],
    },
    'de-DE': {
      title: 'Über Rigsmith',
      metaTitle: 'Über uns: wer deinen PC baut | Rigsmith',
      metaDescription:
        'Rigsmith baut Gaming-PCs von Hand in London und liefert nach Deutschland, Frankreich, Italien, Spanien und ins Vereinigte Königreich. So erreichst du uns.',
      blocks: [
        paragraph(
          'Rigsmith baut Gaming-PCs für eine Bildrate, nicht für ein Preisschild. Angefangen hat es mit einem einfachen Ärgernis: Shops verkaufen PCs über ihre Teileliste, Spieler denken aber in Spielen und Bildern pro Sekunde. Deshalb zeigt jeder PC bei uns vor dem Kauf, was er in deinen Spielen leistet, und jede Konfiguration wird geprüft, bevor wir die Bestellung annehmen.',
        ),
        heading('Wie wir arbeiten'),
        list(
          'Wir bauen jeden PC von Hand in unserer Werkstatt in London: ein Techniker pro PC, von der ersten Schraube bis zum unterschriebenen Aufbauprotokoll.',
          'Wir verkaufen Teile, die wir selbst einbauen würden, mit vollem Namen und den Herstellerdaten, damit du jede Angabe prüfen kannst.',
          'Wir schätzen FPS mit einem dokumentierten Modell und zeigen sie als Schätzungen, nie als ausgesuchte Bestwerte.',
          'Wir erklären Probleme mit der Lösung: Passt ein Teil nicht, sagt dir der Konfigurator, warum – und welches passen würde.',
        ),
        heading('Mit wem du sprichst'),
        paragraph(
          'Deine Fragen landen bei dem Team, das die PCs baut. E-Mails beantworten wir innerhalb eines Werktags, das Telefon Montag bis Freitag von 10 bis 19 Uhr (deutscher Zeit), auf Deutsch, Englisch, Französisch, Italienisch und Spanisch.',
        ),
        link('Kontakt aufnehmen', '/contact-us'),
        heading('Impressum'),
        list(
          'Rigsmith Ltd, Private Limited Company nach dem Recht von England und Wales',
          'Sitz und Werkstatt: 14 Anvilmere Street, London E9 7ZZ, Vereinigtes Königreich',
          'E-Mail: support@rigsmith.co.uk',
          'Telefon: +44 20 7946 0321',
        ),
        link('Unsere Gaming-PCs ansehen', '/gaming-pcs'),
      ],
    },
  },
};
