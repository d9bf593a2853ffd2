import type { SeedCmsPage } from '../../types';
import { heading, link, list, paragraph } from './blocks';

export const warrantyPage: SeedCmsPage = {
  type: 'warranty',
  slug: 'warranty',
  content: {
    'en-GB': {
      title: 'Warranty',
      metaTitle: '3-year parts and labour warranty on every PC | Rigsmith',
      metaDescription:
        'Every pre-built and custom PC carries 3 years of parts and labour, with free collection and return. What is covered, how to claim, and your legal rights.',
      blocks: [
        paragraph(
          'Every Rigsmith PC, pre-built or configured by you, carries a 3-year warranty on parts and labour from the day it is delivered. If a part fails, we collect the PC, repair it and send it back, and you pay nothing: not the parts, not the work, not the courier.',
        ),
        heading('What is covered'),
        list(
          'Every component we fitted, and the assembly itself: a failed part, a loose connection, a fan that rattles.',
          'Collection and return by courier in every country we deliver to, for the full 3 years.',
          'Replacement parts that are the same or, if they are no longer made, of equal or better performance.',
        ),
        heading('What is not covered'),
        list(
          'Damage from accidents, drops, liquids or power surges.',
          'Damage caused while changing or adding parts yourself. Opening the case or upgrading does not void the warranty; only damage done while doing it is excluded.',
          'Parts you added after delivery; they carry their own manufacturer’s warranty.',
          'Wear that does not affect how the PC works, such as scratches on the case.',
          'Software problems such as drivers, malware or settings. We help with those free of charge, but they are not warranty repairs.',
        ),
        heading('How to claim'),
        list(
          'Contact us with your order number and a short description of the fault; a photo or a video helps.',
          'We diagnose it with you remotely first: many faults are fixed in minutes with a driver, BIOS or settings change.',
          'If it is hardware, we book a courier collection and send packaging if you need it.',
          'We repair and re-test the PC within 5 working days of it reaching us, then send it back.',
        ),
        link('Start a warranty claim', '/contact-us'),
        paragraph(
          'Back up your files before you send a PC in. We leave your drives as they are whenever we can, but a failed drive is replaced, not recovered.',
        ),
        heading('Parts bought on their own'),
        paragraph(
          'Components bought separately carry their manufacturer’s warranty, usually 2 to 5 years depending on the brand and the part. Contact us and we handle the claim with the manufacturer for you.',
        ),
        heading('Your legal rights'),
        paragraph(
          'Our warranty comes on top of your statutory rights and does not reduce them. Under the Consumer Rights Act 2015, goods must be of satisfactory quality, fit for purpose and as described, and last a reasonable time; when they are not, you are entitled to a repair, a replacement or a refund.',
        ),
        paragraph(
          'The warranty is given by Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, United Kingdom.',
        ),
      ],
    },
    'fr-FR': {
      title: 'Garantie',
      metaTitle: 'Garantie 3 ans pièces et main-d’œuvre sur chaque PC | Rigsmith',
      metaDescription:
        'Chaque PC, prêt à jouer ou sur mesure, est garanti 3 ans pièces et main-d’œuvre, enlèvement et retour compris. Ce qui est couvert, comment faire jouer la garantie.',
      blocks: [
        paragraph(
          'Chaque PC Rigsmith, prêt à jouer ou configuré par vos soins, bénéficie d’une garantie commerciale de 3 ans pièces et main-d’œuvre à compter de sa livraison. Si une pièce lâche, nous enlevons le PC, le réparons et vous le renvoyons, sans rien vous facturer : ni les pièces, ni le travail, ni le transport.',
        ),
        heading('Ce qui est couvert'),
        list(
          'Tous les composants que nous avons montés, et le montage lui-même : pièce défaillante, connexion desserrée, ventilateur qui vibre.',
          'L’enlèvement et le retour par transporteur dans tous les pays où nous livrons, pendant les 3 ans.',
          'Des pièces de remplacement identiques ou, si elles ne sont plus fabriquées, de performances égales ou supérieures.',
        ),
        heading('Ce qui n’est pas couvert'),
        list(
          'Les dommages dus à un accident, une chute, un liquide ou une surtension.',
          'Les dommages causés en changeant ou en ajoutant vous-même des pièces. Ouvrir le boîtier ou faire évoluer votre PC n’annule pas la garantie ; seuls les dommages causés à cette occasion sont exclus.',
          'Les pièces ajoutées après la livraison, couvertes par la garantie de leur fabricant.',
          'L’usure sans effet sur le fonctionnement, comme des rayures sur le boîtier.',
          'Les problèmes logiciels : pilotes, logiciels malveillants, réglages. Nous vous aidons gratuitement, mais il ne s’agit pas de réparations sous garantie.',
        ),
        heading('Comment faire jouer la garantie'),
        list(
          'Contactez-nous avec votre numéro de commande et une courte description de la panne ; une photo ou une vidéo aide.',
          'Nous faisons d’abord le diagnostic avec vous, à distance : beaucoup de pannes se règlent en quelques minutes par un pilote, un BIOS ou un réglage.',
          'S’il s’agit du matériel, nous organisons l’enlèvement et fournissons l’emballage si besoin.',
          'Nous réparons et testons à nouveau le PC sous 5 jours ouvrés après sa réception, puis vous le renvoyons.',
        ),
        link('Ouvrir une demande de garantie', '/contact-us'),
        paragraph(
          'Sauvegardez vos fichiers avant d’envoyer un PC. Nous laissons vos disques en l’état chaque fois que possible, mais un disque défaillant est remplacé, pas récupéré.',
        ),
        heading('Composants achetés seuls'),
        paragraph(
          'Les composants achetés séparément bénéficient de la garantie de leur fabricant, généralement de 2 à 5 ans selon la marque et la pièce. Contactez-nous et nous gérons la demande auprès du fabricant.',
        ),
        heading('Vos garanties légales'),
        paragraph(
          'Notre garantie commerciale s’ajoute aux garanties légales et ne les remplace pas. Vous bénéficiez de la garantie légale de conformité pendant 2 ans à compter de la délivrance du bien (articles L217-3 et suivants du Code de la consommation), qui vous permet d’obtenir la réparation ou le remplacement du bien, ou à défaut une réduction du prix ou la résolution de la vente, sans frais. Vous pouvez aussi invoquer la garantie des vices cachés (articles 1641 à 1649 du Code civil) dans les 2 ans suivant la découverte du vice.',
        ),
        paragraph('Garant : Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Royaume-Uni.'),
      ],
    },
    it: {
      title: 'Garanzia',
      metaTitle: 'Garanzia 3 anni su ricambi e manodopera per ogni PC | Rigsmith',
      metaDescription:
        'Ogni PC, pronto o personalizzato, ha 3 anni di garanzia su ricambi e manodopera, con ritiro e riconsegna gratuiti. Cosa copre e come richiederla.',
      blocks: [
        paragraph(
          'Ogni PC Rigsmith, pronto o configurato da te, ha una garanzia convenzionale di 3 anni su ricambi e manodopera dal giorno della consegna. Se un componente si guasta, ritiriamo il PC, lo ripariamo e te lo rispediamo, senza farti pagare nulla: né i ricambi, né il lavoro, né il corriere.',
        ),
        heading('Cosa copre'),
        list(
          'Tutti i componenti che abbiamo montato e l’assemblaggio stesso: un pezzo guasto, un connettore allentato, una ventola che vibra.',
          'Ritiro e riconsegna con corriere in tutti i paesi in cui spediamo, per tutti i 3 anni.',
          'Ricambi identici o, se non sono più prodotti, di prestazioni pari o superiori.',
        ),
        heading('Cosa non copre'),
        list(
          'Danni da incidenti, cadute, liquidi o sovratensioni.',
          'Danni causati sostituendo o aggiungendo componenti da te. Aprire il case o fare un upgrade non annulla la garanzia; sono esclusi solo i danni provocati nel farlo.',
          'Componenti aggiunti dopo la consegna, coperti dalla garanzia del loro produttore.',
          'Usura che non incide sul funzionamento, come graffi sul case.',
          'Problemi software come driver, malware o impostazioni: ti aiutiamo gratuitamente, ma non sono riparazioni in garanzia.',
        ),
        heading('Come richiederla'),
        list(
          'Contattaci con il numero d’ordine e una breve descrizione del guasto; una foto o un video aiutano.',
          'Prima facciamo la diagnosi insieme a te, da remoto: molti problemi si risolvono in pochi minuti con un driver, un aggiornamento del BIOS o un’impostazione.',
          'Se è un guasto hardware, prenotiamo il ritiro con il corriere e, se serve, ti mandiamo l’imballaggio.',
          'Ripariamo e ricollaudiamo il PC entro 5 giorni lavorativi dall’arrivo, poi te lo rispediamo.',
        ),
        link('Apri una richiesta di garanzia', '/contact-us'),
        paragraph(
          'Fai un backup dei tuoi file prima di spedire il PC. Quando possibile lasciamo i dischi come sono, ma un disco guasto viene sostituito, non recuperato.',
        ),
        heading('Componenti acquistati singolarmente'),
        paragraph(
          'I componenti acquistati da soli hanno la garanzia del produttore, di solito da 2 a 5 anni a seconda della marca e del prodotto. Contattaci e gestiamo noi la pratica con il produttore.',
        ),
        heading('I tuoi diritti di legge'),
        paragraph(
          'La nostra garanzia convenzionale si aggiunge alla garanzia legale e non la limita. In qualità di venditore rispondiamo di ogni difetto di conformità che si manifesta entro 2 anni dalla consegna (artt. 128 e seguenti del Codice del Consumo): hai diritto al ripristino della conformità tramite riparazione o sostituzione, senza spese, oppure a una riduzione del prezzo o alla risoluzione del contratto.',
        ),
        paragraph('Garante: Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Regno Unito.'),
      ],
    },
    'es-ES': {
      title: 'Garantía',
      metaTitle: 'Garantía de 3 años en piezas y mano de obra en cada PC | Rigsmith',
      metaDescription:
        'Cada PC, montado o a medida, tiene 3 años de garantía en piezas y mano de obra, con recogida y devolución gratuitas. Qué cubre y cómo reclamarla.',
      blocks: [
        paragraph(
          'Cada PC Rigsmith, montado por nosotros o configurado por ti, tiene una garantía comercial de 3 años en piezas y mano de obra desde el día de la entrega. Si una pieza falla, recogemos el PC, lo reparamos y te lo devolvemos, y no pagas nada: ni piezas, ni trabajo, ni transporte.',
        ),
        heading('Qué cubre'),
        list(
          'Todos los componentes que montamos y el propio montaje: una pieza averiada, una conexión suelta, un ventilador que vibra.',
          'La recogida y la devolución con transportista en todos los países a los que enviamos, durante los 3 años.',
          'Piezas de repuesto iguales o, si ya no se fabrican, de rendimiento igual o superior.',
        ),
        heading('Qué no cubre'),
        list(
          'Daños por accidentes, caídas, líquidos o subidas de tensión.',
          'Daños causados al cambiar o añadir piezas por tu cuenta. Abrir la caja o ampliar el equipo no anula la garantía; solo quedan excluidos los daños que se produzcan al hacerlo.',
          'Piezas añadidas después de la entrega, cubiertas por la garantía de su fabricante.',
          'Desgaste que no afecta al funcionamiento, como arañazos en la caja.',
          'Problemas de software como controladores, malware o ajustes: te ayudamos gratis, pero no son reparaciones en garantía.',
        ),
        heading('Cómo reclamar'),
        list(
          'Escríbenos con tu número de pedido y una breve descripción de la avería; una foto o un vídeo ayudan.',
          'Primero la diagnosticamos contigo a distancia: muchas averías se resuelven en minutos con un controlador, una actualización de BIOS o un ajuste.',
          'Si es de hardware, reservamos la recogida y te enviamos embalaje si lo necesitas.',
          'Reparamos y volvemos a probar el PC en un máximo de 5 días laborables desde su llegada, y te lo enviamos.',
        ),
        link('Abrir una reclamación de garantía', '/contact-us'),
        paragraph(
          'Haz una copia de seguridad de tus archivos antes de enviar el PC. Siempre que podemos dejamos tus discos como están, pero un disco averiado se sustituye, no se recupera.',
        ),
        heading('Componentes comprados por separado'),
        paragraph(
          'Los componentes comprados sueltos tienen la garantía de su fabricante, normalmente de 2 a 5 años según la marca y la pieza. Escríbenos y nosotros tramitamos la reclamación con el fabricante.',
        ),
        heading('Tus derechos legales'),
        paragraph(
          'Nuestra garantía comercial se suma a la garantía legal y no la limita. Como vendedor respondemos de cualquier falta de conformidad que se manifieste en los 3 años siguientes a la entrega (artículos 114 y siguientes de la Ley General para la Defensa de los Consumidores y Usuarios): puedes exigir la reparación o la sustitución sin coste y, si no procede, una rebaja del precio o la resolución del contrato.',
        ),
        paragraph('Garante: Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Reino Unido.'),
      ],
    },
    'de-DE': {
      title: 'Garantie',
      metaTitle: '3 Jahre Garantie auf Teile und Arbeitszeit für jeden PC | Rigsmith',
      metaDescription:
        'Jeder Fertig- und Wunsch-PC hat 3 Jahre Garantie auf Teile und Arbeitszeit, mit kostenloser Abholung und Rücksendung. Was sie abdeckt und wie du sie nutzt.',
      blocks: [
        paragraph(
          'Jeder Rigsmith-PC, ob Fertig-PC oder von dir konfiguriert, hat ab Lieferung 3 Jahre Garantie auf Teile und Arbeitszeit. Fällt ein Teil aus, holen wir den PC ab, reparieren ihn und schicken ihn zurück – und du zahlst nichts: keine Teile, keine Arbeitszeit, keinen Versand.',
        ),
        heading('Was die Garantie abdeckt'),
        list(
          'Alle Komponenten, die wir eingebaut haben, und den Zusammenbau selbst: ein defektes Teil, eine lockere Verbindung, ein klappernder Lüfter.',
          'Abholung und Rücksendung per Paketdienst in allen Ländern, in die wir liefern, für die vollen 3 Jahre.',
          'Ersatzteile, die gleich sind oder – wenn es sie nicht mehr gibt – gleichwertige oder bessere Leistung bieten.',
        ),
        heading('Was sie nicht abdeckt'),
        list(
          'Schäden durch Unfälle, Stürze, Flüssigkeiten oder Überspannung.',
          'Schäden, die beim eigenen Tausch oder Einbau von Teilen entstehen. Das Gehäuse zu öffnen oder aufzurüsten, beendet die Garantie nicht; ausgeschlossen sind nur die Schäden, die dabei entstehen.',
          'Nach der Lieferung hinzugefügte Teile; für sie gilt die Herstellergarantie.',
          'Abnutzung ohne Einfluss auf die Funktion, etwa Kratzer am Gehäuse.',
          'Softwareprobleme wie Treiber, Schadsoftware oder Einstellungen. Dabei helfen wir kostenlos, es sind aber keine Garantiereparaturen.',
        ),
        heading('So nutzt du die Garantie'),
        list(
          'Schreib uns mit deiner Bestellnummer und einer kurzen Fehlerbeschreibung; ein Foto oder Video hilft.',
          'Zuerst suchen wir den Fehler gemeinsam mit dir aus der Ferne: Viele Probleme lösen sich in Minuten mit einem Treiber, einem BIOS-Update oder einer Einstellung.',
          'Ist es die Hardware, buchen wir die Abholung und schicken dir bei Bedarf eine Verpackung.',
          'Wir reparieren den PC innerhalb von 5 Werktagen nach Eingang, testen ihn erneut und schicken ihn zurück.',
        ),
        link('Garantiefall melden', '/contact-us'),
        paragraph(
          'Sichere deine Dateien, bevor du einen PC einschickst. Wir lassen deine Laufwerke möglichst unverändert, aber ein defektes Laufwerk wird ersetzt, nicht wiederhergestellt.',
        ),
        heading('Einzeln gekaufte Komponenten'),
        paragraph(
          'Einzeln gekaufte Komponenten haben die Garantie ihres Herstellers, je nach Marke und Teil meist 2 bis 5 Jahre. Melde dich bei uns, und wir wickeln den Fall mit dem Hersteller für dich ab.',
        ),
        heading('Deine gesetzlichen Rechte'),
        paragraph(
          'Unsere Garantie gilt zusätzlich zu deinen gesetzlichen Mängelrechten und schränkt sie nicht ein; ihre Inanspruchnahme ist unentgeltlich. Als Verkäufer haften wir für Mängel, die innerhalb von zwei Jahren ab Lieferung auftreten (§§ 434 ff., 438 BGB): Du kannst Nacherfüllung durch Reparatur oder Ersatz verlangen und, wenn diese scheitert, den Preis mindern oder vom Vertrag zurücktreten.',
        ),
        paragraph(
          'Garantiegeber: Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Vereinigtes Königreich.',
        ),
      ],
    },
  },
};
