import type { SeedCmsPage } from '../../types';
import { heading, link, list, paragraph } from './blocks';

export const returnsPage: SeedCmsPage = {
  type: 'returns',
  slug: 'returns',
  content: {
    'en-GB': {
      title: 'Returns and refunds',
      metaTitle: 'Returns and refunds: 14 days to change your mind | Rigsmith',
      metaDescription:
        '14-day cooling-off period on every order, custom PCs included. We collect free of charge and refund within 14 days. How to return an item.',
      blocks: [
        paragraph(
          'You can cancel any order within 14 days of receiving it, without giving a reason. That is your legal right for distance sales in the UK (Consumer Contracts Regulations 2013) and the EU, and we apply it to custom PCs too: they are built from standard parts, so we can take them back.',
        ),
        heading('The 14 days'),
        paragraph(
          'The cooling-off period ends 14 days after the day you, or someone you name other than the courier, receive the goods. If an order arrives in several parcels, it runs from the day the last one arrives. Before delivery you can cancel at any time: if your order has not shipped yet, we stop the build and refund you in full.',
        ),
        heading('How to return'),
        list(
          'Tell us you are cancelling, with your order number: email support@rigsmith.co.uk, use the contact form or call +44 20 7946 0321. A clear statement is enough; the model form below is optional.',
          'We book a courier collection at no cost to you and email you the date. If you no longer have the original box, tell us and the courier brings packaging.',
          'Pack the goods with their accessories, cables and manuals, and hand them to the courier within 14 days of telling us.',
        ),
        link('Contact us to start a return', '/contact-us'),
        heading('Your refund'),
        paragraph(
          'We refund the price of the goods and the standard delivery charge you paid, to the card you paid with, within 14 days of receiving your cancellation. We may wait until the goods are back with us, or until you show us they are on their way, whichever comes first.',
        ),
        paragraph(
          'You may handle the goods as you would in a shop to check them: switching a PC on and trying a game is fine. If they come back damaged or incomplete through handling beyond that, we may deduct the loss in value, and we show you how we worked it out.',
        ),
        heading('What cannot be returned'),
        list(
          'Software and operating system licences sold on their own: sealed packs once unsealed, download keys once revealed with your agreement.',
          'Sealed items that are not suitable for return for hygiene reasons once unsealed, such as in-ear headphones.',
        ),
        heading('Faulty or damaged on arrival'),
        paragraph(
          'A fault is not a change of mind, and your legal rights apply on top of the 14 days: under the Consumer Rights Act 2015 you can reject a faulty item within 30 days for a full refund, and claim a repair or replacement after that. Our warranty adds 3 years of parts and labour on every PC.',
        ),
        link('How to make a warranty claim', '/warranty'),
        heading('Model cancellation form'),
        paragraph('Complete and return this form only if you wish to cancel the contract.'),
        list(
          'To: Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, United Kingdom; support@rigsmith.co.uk',
          'I/We (*) hereby give notice that I/We (*) cancel my/our (*) contract of sale of the following goods:',
          'Ordered on (*) / received on (*):',
          'Name of consumer(s):',
          'Address of consumer(s):',
          'Signature of consumer(s) (only if this form is notified on paper):',
          'Date:',
          '(*) Delete as appropriate.',
        ),
      ],
    },
    'fr-FR': {
      title: 'Retours et remboursements',
      metaTitle: 'Retours et remboursements : 14 jours pour changer d’avis | Rigsmith',
      metaDescription:
        'Droit de rétractation de 14 jours sur toute commande, PC sur mesure compris. Enlèvement gratuit, remboursement sous 14 jours. Comment retourner un article.',
      blocks: [
        paragraph(
          'Vous pouvez vous rétracter de toute commande dans les 14 jours suivant sa réception, sans avoir à motiver votre décision (articles L221-18 et suivants du Code de la consommation). Nous appliquons ce droit aux PC configurés sur mesure : ils sont assemblés à partir de composants standard, nous pouvons donc les reprendre.',
        ),
        heading('Le délai de 14 jours'),
        paragraph(
          'Le délai court à compter du jour où vous, ou un tiers que vous désignez autre que le transporteur, prenez physiquement possession des biens. Si la commande arrive en plusieurs colis, il court à compter de la réception du dernier. Avant la livraison, vous pouvez annuler à tout moment : si la commande n’est pas encore expédiée, nous arrêtons l’assemblage et vous remboursons intégralement.',
        ),
        heading('Comment retourner un article'),
        list(
          'Informez-nous de votre rétractation en indiquant votre numéro de commande : par e-mail à support@rigsmith.co.uk, via le formulaire de contact ou au +44 20 7946 0321. Une déclaration dénuée d’ambiguïté suffit ; le formulaire type ci-dessous est facultatif.',
          'Nous organisons l’enlèvement par transporteur, sans frais pour vous, et vous en communiquons la date par e-mail. Si vous n’avez plus le carton d’origine, dites-le-nous : le transporteur apportera un emballage.',
          'Emballez les biens avec leurs accessoires, câbles et notices, et remettez-les au transporteur dans les 14 jours suivant votre déclaration.',
        ),
        link('Nous contacter pour un retour', '/contact-us'),
        heading('Votre remboursement'),
        paragraph(
          'Nous vous remboursons le prix des biens et les frais de livraison standard payés, sur la carte utilisée pour la commande, au plus tard 14 jours après avoir été informés de votre décision. Nous pouvons différer le remboursement jusqu’à la récupération des biens ou jusqu’à ce que vous ayez fourni une preuve de leur expédition, la date retenue étant celle du premier de ces faits.',
        ),
        paragraph(
          'Vous pouvez manipuler les biens comme en magasin pour les examiner : allumer un PC et lancer un jeu ne pose aucun problème. Si les biens reviennent endommagés ou incomplets du fait d’une manipulation allant au-delà, nous pouvons retenir la dépréciation correspondante, calcul à l’appui.',
        ),
        heading('Ce qui ne peut pas être retourné'),
        list(
          'Les logiciels et licences de système d’exploitation vendus seuls : boîtes scellées une fois descellées, clés de téléchargement une fois révélées avec votre accord.',
          'Les articles scellés qui ne peuvent être renvoyés pour des raisons d’hygiène une fois descellés, comme les écouteurs intra-auriculaires.',
        ),
        heading('Produit défectueux ou abîmé à la livraison'),
        paragraph(
          'Un défaut n’est pas un changement d’avis, et vos garanties légales s’ajoutent aux 14 jours : la garantie légale de conformité de 2 ans (articles L217-3 et suivants du Code de la consommation) et la garantie des vices cachés (articles 1641 et suivants du Code civil). Notre garantie commerciale ajoute 3 ans pièces et main-d’œuvre sur chaque PC.',
        ),
        link('Faire jouer la garantie', '/warranty'),
        heading('Formulaire type de rétractation'),
        paragraph(
          'Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.',
        ),
        list(
          'À l’attention de Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Royaume-Uni ; support@rigsmith.co.uk',
          'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*) ci-dessous :',
          'Commandé le (*) / reçu le (*) :',
          'Nom du (des) consommateur(s) :',
          'Adresse du (des) consommateur(s) :',
          'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
          'Date :',
          '(*) Rayez la mention inutile.',
        ),
      ],
    },
    it: {
      title: 'Resi e rimborsi',
      metaTitle: 'Resi e rimborsi: 14 giorni per ripensarci | Rigsmith',
      metaDescription:
        'Diritto di recesso di 14 giorni su ogni ordine, PC personalizzati inclusi. Ritiro gratuito e rimborso entro 14 giorni. Come restituire un prodotto.',
      blocks: [
        paragraph(
          'Puoi recedere da qualsiasi ordine entro 14 giorni dalla consegna, senza indicarne il motivo (artt. 52 e seguenti del Codice del Consumo). Applichiamo il recesso anche ai PC personalizzati: sono assemblati con componenti standard, quindi possiamo riprenderli.',
        ),
        heading('I 14 giorni'),
        paragraph(
          'Il periodo di recesso scade dopo 14 giorni dal giorno in cui tu, o un terzo da te indicato diverso dal vettore, acquisisci il possesso fisico dei beni. Se l’ordine arriva in più colli, decorre dalla consegna dell’ultimo. Prima della consegna puoi annullare in qualsiasi momento: se l’ordine non è ancora partito, fermiamo l’assemblaggio e ti rimborsiamo per intero.',
        ),
        heading('Come fare il reso'),
        list(
          'Comunicaci che vuoi recedere, indicando il numero d’ordine: scrivi a support@rigsmith.co.uk, usa il modulo di contatto o chiama il +44 20 7946 0321. Basta una dichiarazione esplicita; il modulo tipo qui sotto è facoltativo.',
          'Prenotiamo il ritiro con un corriere, senza costi per te, e ti comunichiamo la data via email. Se non hai più la scatola originale, diccelo: il corriere porterà l’imballaggio.',
          'Imballa i beni con accessori, cavi e manuali e consegnali al corriere entro 14 giorni dalla tua comunicazione.',
        ),
        link('Contattaci per un reso', '/contact-us'),
        heading('Il rimborso'),
        paragraph(
          'Ti rimborsiamo il prezzo dei beni e le spese di consegna standard che hai pagato, sulla carta usata per l’acquisto, entro 14 giorni dal giorno in cui siamo informati del tuo recesso. Possiamo sospendere il rimborso fino al ricevimento dei beni oppure finché non avrai dimostrato di averli rispediti, se precedente.',
        ),
        paragraph(
          'Puoi maneggiare i beni come faresti in negozio per verificarli: accendere un PC e provare un gioco va benissimo. Se tornano danneggiati o incompleti per un uso che va oltre, possiamo trattenere la diminuzione di valore, mostrandoti come l’abbiamo calcolata.',
        ),
        heading('Cosa non si può restituire'),
        list(
          'Software e licenze di sistema operativo venduti da soli: confezioni sigillate una volta aperte, chiavi di download una volta rivelate con il tuo consenso.',
          'Articoli sigillati che, una volta aperti, non si prestano a essere restituiti per motivi igienici, come gli auricolari in-ear.',
        ),
        heading('Prodotto difettoso o danneggiato alla consegna'),
        paragraph(
          'Un difetto non è un ripensamento, e i tuoi diritti di legge valgono oltre i 14 giorni: la garanzia legale di conformità di 2 anni (artt. 128 e seguenti del Codice del Consumo). La nostra garanzia convenzionale aggiunge 3 anni su ricambi e manodopera per ogni PC.',
        ),
        link('Come usare la garanzia', '/warranty'),
        heading('Modulo di recesso tipo'),
        paragraph('Compila e restituisci questo modulo solo se desideri recedere dal contratto.'),
        list(
          'Destinatario: Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Regno Unito; support@rigsmith.co.uk',
          'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni:',
          'Ordinato il (*) / ricevuto il (*):',
          'Nome del/dei consumatore/i:',
          'Indirizzo del/dei consumatore/i:',
          'Firma del/dei consumatore/i (solo se il presente modulo è notificato in versione cartacea):',
          'Data:',
          '(*) Cancellare la dicitura inutile.',
        ),
      ],
    },
    'es-ES': {
      title: 'Devoluciones y reembolsos',
      metaTitle: 'Devoluciones: 14 días para cambiar de opinión | Rigsmith',
      metaDescription:
        'Derecho de desistimiento de 14 días en todos los pedidos, PC a medida incluidos. Recogida gratuita y reembolso en 14 días. Cómo devolver un producto.',
      blocks: [
        paragraph(
          'Puedes desistir de cualquier pedido en los 14 días naturales siguientes a recibirlo, sin necesidad de justificarlo (artículos 102 y siguientes de la Ley General para la Defensa de los Consumidores y Usuarios). Lo aplicamos también a los PC a medida: están montados con componentes estándar, así que podemos recogerlos.',
        ),
        heading('Los 14 días'),
        paragraph(
          'El plazo vence a los 14 días naturales del día en que tú, o un tercero que indiques distinto del transportista, adquieres la posesión material de los bienes. Si el pedido llega en varios bultos, cuenta desde la entrega del último. Antes de la entrega puedes cancelar en cualquier momento: si el pedido aún no ha salido, paramos el montaje y te devolvemos todo.',
        ),
        heading('Cómo devolver'),
        list(
          'Comunícanos que desistes, con tu número de pedido: escribe a support@rigsmith.co.uk, usa el formulario de contacto o llama al +44 20 7946 0321. Basta con una declaración inequívoca; el modelo de formulario de abajo es opcional.',
          'Reservamos la recogida con un transportista, sin coste para ti, y te enviamos la fecha por correo. Si ya no tienes la caja original, dínoslo y el transportista llevará embalaje.',
          'Embala los bienes con sus accesorios, cables y manuales y entrégalos al transportista en los 14 días siguientes a tu comunicación.',
        ),
        link('Contáctanos para iniciar una devolución', '/contact-us'),
        heading('Tu reembolso'),
        paragraph(
          'Te devolvemos el precio de los bienes y los gastos de envío estándar que pagaste, en la tarjeta con la que pagaste, en un plazo máximo de 14 días naturales desde que nos informes de tu decisión. Podremos retener el reembolso hasta haber recibido los bienes o hasta que presentes una prueba de la devolución, según qué condición se cumpla primero.',
        ),
        paragraph(
          'Puedes manipular los bienes como en una tienda para comprobarlos: encender un PC y probar un juego no es problema. Si vuelven dañados o incompletos por una manipulación que vaya más allá, podremos descontar la depreciación, y te explicaremos cómo la hemos calculado.',
        ),
        heading('Lo que no se puede devolver'),
        list(
          'Software y licencias de sistema operativo vendidos por separado: cajas precintadas una vez desprecintadas y claves de descarga una vez reveladas con tu consentimiento.',
          'Artículos precintados que, una vez desprecintados, no pueden devolverse por motivos de higiene, como los auriculares intraurales.',
        ),
        heading('Producto defectuoso o dañado en la entrega'),
        paragraph(
          'Un defecto no es un cambio de opinión, y tus derechos legales se suman a los 14 días: la garantía legal de conformidad de 3 años (artículo 120 de la Ley General para la Defensa de los Consumidores y Usuarios). Nuestra garantía comercial añade 3 años de piezas y mano de obra en cada PC.',
        ),
        link('Cómo usar la garantía', '/warranty'),
        heading('Modelo de formulario de desistimiento'),
        paragraph(
          'Solo debes cumplimentar y enviar este formulario si deseas desistir del contrato.',
        ),
        list(
          'A la atención de Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Reino Unido; support@rigsmith.co.uk',
          'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de venta del siguiente bien:',
          'Pedido el (*) / recibido el (*):',
          'Nombre del consumidor o de los consumidores:',
          'Domicilio del consumidor o de los consumidores:',
          'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel):',
          'Fecha:',
          '(*) Táchese lo que no proceda.',
        ),
      ],
    },
    'de-DE': {
      title: 'Widerruf und Rücksendung',
      metaTitle: 'Widerruf und Rücksendung: 14 Tage Widerrufsrecht | Rigsmith',
      metaDescription:
        '14 Tage Widerrufsrecht auf jede Bestellung, auch auf individuell konfigurierte PCs. Kostenlose Abholung, Erstattung binnen 14 Tagen. So sendest du zurück.',
      blocks: [
        paragraph(
          'Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen jede Bestellung zu widerrufen (§§ 312g, 355 BGB). Das gilt bei uns auch für individuell konfigurierte PCs: Sie bestehen aus Standardkomponenten, deshalb nehmen wir sie zurück.',
        ),
        heading('Widerrufsbelehrung'),
        paragraph(
          'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem du oder ein von dir benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen hast bzw. hat; bei einer Bestellung in mehreren Paketen ab Erhalt des letzten. Um dein Widerrufsrecht auszuüben, musst du uns (Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Vereinigtes Königreich, Telefon +44 20 7946 0321, E-Mail support@rigsmith.co.uk) mittels einer eindeutigen Erklärung über deinen Entschluss informieren. Du kannst dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Frist reicht es, dass du die Mitteilung vor ihrem Ablauf absendest.',
        ),
        heading('Folgen des Widerrufs'),
        paragraph(
          'Wenn du widerrufst, zahlen wir dir alle Zahlungen, die wir von dir erhalten haben, einschließlich der Standard-Lieferkosten, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurück, an dem die Mitteilung über deinen Widerruf bei uns eingegangen ist – über das Zahlungsmittel, das du bei der Bestellung eingesetzt hast; dafür berechnen wir keine Entgelte. Wir können die Rückzahlung verweigern, bis wir die Waren zurückerhalten haben oder bis du nachgewiesen hast, dass du sie zurückgesandt hast, je nachdem, welches der frühere Zeitpunkt ist.',
        ),
        paragraph(
          'Wir holen die Waren auf unsere Kosten bei dir ab; übergib sie dem Paketdienst spätestens binnen vierzehn Tagen ab dem Tag, an dem du uns über den Widerruf unterrichtet hast. Für einen etwaigen Wertverlust musst du nur aufkommen, wenn er auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise nicht notwendigen Umgang zurückzuführen ist. Den PC einzuschalten und ein Spiel zu starten, ist ausdrücklich in Ordnung.',
        ),
        heading('So läuft die Rücksendung'),
        list(
          'Schreib uns mit deiner Bestellnummer an support@rigsmith.co.uk, nutze das Kontaktformular oder ruf an: +44 20 7946 0321.',
          'Wir buchen die Abholung beim Paketdienst und schicken dir den Termin per E-Mail. Hast du den Originalkarton nicht mehr, sag Bescheid: Der Fahrer bringt eine Verpackung mit.',
          'Pack die Waren mit Zubehör, Kabeln und Anleitungen ein und gib sie dem Fahrer mit.',
        ),
        link('Rücksendung anmelden', '/contact-us'),
        heading('Ausnahmen'),
        list(
          'Einzeln gekaufte Software und Betriebssystemlizenzen: versiegelte Packungen nach dem Entsiegeln, Download-Schlüssel, nachdem sie mit deiner Zustimmung angezeigt wurden.',
          'Versiegelte Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung entfernt wurde, etwa In-Ear-Kopfhörer.',
        ),
        heading('Defekt oder beschädigt angekommen'),
        paragraph(
          'Ein Mangel ist kein Widerruf: Unabhängig von den vierzehn Tagen gelten deine gesetzlichen Mängelrechte für zwei Jahre ab Lieferung (§§ 434 ff. BGB). Unsere Garantie kommt mit 3 Jahren auf Teile und Arbeitszeit für jeden PC hinzu und schränkt diese Rechte nicht ein.',
        ),
        link('So nutzt du die Garantie', '/warranty'),
        heading('Muster-Widerrufsformular'),
        paragraph(
          'Wenn du den Vertrag widerrufen willst, dann fülle bitte dieses Formular aus und sende es zurück.',
        ),
        list(
          'An Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Vereinigtes Königreich; support@rigsmith.co.uk',
          'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren:',
          'Bestellt am (*) / erhalten am (*):',
          'Name des/der Verbraucher(s):',
          'Anschrift des/der Verbraucher(s):',
          'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
          'Datum:',
          '(*) Unzutreffendes streichen.',
        ),
      ],
    },
  },
};
