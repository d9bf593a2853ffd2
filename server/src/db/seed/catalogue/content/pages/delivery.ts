import type { SeedCmsPage } from '../../types';
import { heading, link, list, paragraph } from './blocks';

export const deliveryPage: SeedCmsPage = {
  type: 'delivery',
  slug: 'delivery',
  content: {
    'en-GB': {
      title: 'Delivery',
      metaTitle: 'Delivery to the UK, France, Italy, Spain and Germany | Rigsmith',
      metaDescription:
        'Build time plus courier time, tracked and insured. Free delivery on orders from £1,500 or €1,750. Where we deliver and how long it takes.',
      blocks: [
        paragraph(
          'We deliver to the United Kingdom, France, Italy, Spain and Germany. Every order travels tracked, insured and signed for, and your basket shows the estimated ship date and the expected delivery date before you pay.',
        ),
        heading('How long it takes'),
        paragraph(
          'Delivery time is build time plus courier time. Build time starts when your payment is confirmed:',
        ),
        list(
          'Pre-built models: built and tested within 3 working days.',
          'Custom PCs from the customiser: built and tested within 5 working days.',
          'Parts bought on their own: dispatched the next working day when in stock.',
          'When a part of your order has a longer delivery time, the ship date in your basket already includes it.',
        ),
        paragraph('Courier time after dispatch, in working days:'),
        list('United Kingdom: 1–2', 'France: 2–3', 'Germany: 2–4', 'Italy: 3–5', 'Spain: 3–5'),
        heading('What it costs'),
        paragraph(
          'Delivery is free on orders from £1,500 when you pay in pounds, or from €1,750 when you pay in euros, counted after discounts. Below that, the delivery price for your country is shown in your basket before you pay, and nothing is added afterwards.',
        ),
        paragraph(
          'Prices include VAT at the rate of the country you ship to (20% in the UK and France, 22% in Italy, 21% in Spain, 19% in Germany) and any import charges: there is nothing to pay on the doorstep.',
        ),
        heading('Where we deliver'),
        list(
          'United Kingdom: Great Britain and Northern Ireland; not the Channel Islands or BFPO addresses.',
          'France: mainland France and Corsica; not the overseas departments and territories.',
          'Italy: the whole country except Livigno and Campione d’Italia.',
          'Spain: the mainland and the Balearic Islands; not the Canary Islands, Ceuta or Melilla.',
          'Germany: the whole country except Büsingen am Hochrhein and Heligoland.',
        ),
        heading('How your PC travels'),
        paragraph(
          'Each PC ships in its case’s own box inside a second, padded carton, with foam inserts that hold the graphics card and cooler in place on the road. Take the inserts out before you switch on; a card on top of the case shows where they are.',
        ),
        heading('Following your order'),
        paragraph(
          'Your account lists every order with its status: waiting for payment, confirmed, in progress (being built), shipped and completed. Once it ships, the tracking number appears there, and in an email if order notifications are on.',
        ),
        link('See your orders', '/account'),
        paragraph(
          'Out when the courier calls? They leave a card and try again the next working day, and the tracking number lets you choose another day.',
        ),
        link('Questions about delivery? Contact us', '/contact-us'),
      ],
    },
    'fr-FR': {
      title: 'Livraison',
      metaTitle: 'Livraison en France, Italie, Espagne, Allemagne et Royaume-Uni',
      metaDescription:
        'Délai d’assemblage plus délai de transport, suivi et assuré. Livraison offerte dès 1 750 € d’achat. Où nous livrons et en combien de temps.',
      blocks: [
        paragraph(
          'Nous livrons en France, en Italie, en Espagne, en Allemagne et au Royaume-Uni. Chaque commande voyage avec suivi, assurance et remise contre signature, et votre panier affiche la date d’expédition estimée et la date de livraison prévue avant le paiement.',
        ),
        heading('Délais'),
        paragraph(
          'Le délai de livraison additionne le temps d’assemblage et le temps de transport. L’assemblage commence dès que votre paiement est confirmé :',
        ),
        list(
          'Modèles prêts à jouer : assemblés et testés sous 3 jours ouvrés.',
          'PC configurés sur mesure : assemblés et testés sous 5 jours ouvrés.',
          'Composants achetés seuls : expédiés le jour ouvré suivant s’ils sont en stock.',
          'Si une pièce de votre commande a un délai plus long, la date d’expédition affichée dans le panier en tient déjà compte.',
        ),
        paragraph('Temps de transport après expédition, en jours ouvrés :'),
        list(
          'France : 2 à 3',
          'Allemagne : 2 à 4',
          'Italie : 3 à 5',
          'Espagne : 3 à 5',
          'Royaume-Uni : 1 à 2',
        ),
        heading('Frais de livraison'),
        paragraph(
          'La livraison est offerte dès 1 750 € d’achat si vous payez en euros, ou dès 1 500 £ si vous payez en livres sterling, remises déduites. En dessous, le prix de livraison pour votre pays s’affiche dans le panier avant le paiement, et rien ne s’y ajoute ensuite.',
        ),
        paragraph(
          'Nos prix incluent la TVA du pays de livraison (20 % en France et au Royaume-Uni, 22 % en Italie, 21 % en Espagne, 19 % en Allemagne) ainsi que les éventuels frais d’importation : vous n’avez rien à régler à la réception.',
        ),
        heading('Zones desservies'),
        list(
          'France : France métropolitaine et Corse ; pas de livraison dans les départements et collectivités d’outre-mer.',
          'Italie : tout le pays, sauf Livigno et Campione d’Italia.',
          'Espagne : péninsule et Baléares ; pas de livraison aux Canaries, à Ceuta ni à Melilla.',
          'Allemagne : tout le pays, sauf Büsingen am Hochrhein et Heligoland.',
          'Royaume-Uni : Grande-Bretagne et Irlande du Nord ; pas les îles Anglo-Normandes ni les adresses BFPO.',
        ),
        heading('Comment voyage votre PC'),
        paragraph(
          'Chaque PC part dans le carton d’origine de son boîtier, lui-même glissé dans un second carton rembourré, avec des cales en mousse qui maintiennent la carte graphique et le ventirad pendant le transport. Retirez-les avant la première mise sous tension ; une fiche posée sur le boîtier indique où elles se trouvent.',
        ),
        heading('Suivre votre commande'),
        paragraph(
          'Votre compte liste chaque commande avec son statut : en attente de paiement, confirmée, en cours (en assemblage), expédiée, terminée. Dès l’expédition, le numéro de suivi y apparaît, ainsi que dans un e-mail si les notifications de commande sont activées.',
        ),
        link('Voir mes commandes', '/account'),
        paragraph(
          'Absent au passage du transporteur ? Il laisse un avis de passage et revient le jour ouvré suivant ; le numéro de suivi vous permet aussi de choisir une autre date.',
        ),
        link('Une question sur la livraison ? Contactez-nous', '/contact-us'),
      ],
    },
    it: {
      title: 'Spedizioni',
      metaTitle: 'Spedizioni in Italia, Francia, Spagna, Germania e Regno Unito',
      metaDescription:
        'Tempo di assemblaggio più tempo del corriere, con tracciamento e assicurazione. Spedizione gratuita da 1750 €. Dove consegniamo e in quanto tempo.',
      blocks: [
        paragraph(
          'Consegniamo in Italia, Francia, Spagna, Germania e Regno Unito. Ogni ordine viaggia tracciato, assicurato e con consegna su firma, e il carrello ti mostra la data di spedizione stimata e la data di consegna prevista prima del pagamento.',
        ),
        heading('Tempi di consegna'),
        paragraph(
          'Il tempo di consegna è la somma del tempo di assemblaggio e di quello del corriere. L’assemblaggio parte appena il pagamento è confermato:',
        ),
        list(
          'Modelli pronti: assemblati e collaudati entro 3 giorni lavorativi.',
          'PC personalizzati con il configuratore: assemblati e collaudati entro 5 giorni lavorativi.',
          'Componenti acquistati singolarmente: spediti il giorno lavorativo successivo, se disponibili.',
          'Se un componente del tuo ordine ha tempi più lunghi, la data di spedizione nel carrello ne tiene già conto.',
        ),
        paragraph('Tempi del corriere dopo la spedizione, in giorni lavorativi:'),
        list('Italia: 3–5', 'Francia: 2–3', 'Germania: 2–4', 'Spagna: 3–5', 'Regno Unito: 1–2'),
        heading('Costi'),
        paragraph(
          'La spedizione è gratuita per ordini da 1750 € se paghi in euro, o da 1500 £ se paghi in sterline, al netto degli sconti. Sotto questa soglia, il costo di spedizione per il tuo paese compare nel carrello prima del pagamento, e dopo non si aggiunge nulla.',
        ),
        paragraph(
          'I prezzi includono l’IVA del paese di destinazione (22% in Italia, 20% in Francia e nel Regno Unito, 21% in Spagna, 19% in Germania) e gli eventuali oneri di importazione: alla consegna non paghi niente.',
        ),
        heading('Dove consegniamo'),
        list(
          'Italia: tutto il territorio, tranne Livigno e Campione d’Italia.',
          'Francia: Francia metropolitana e Corsica; non i territori d’oltremare.',
          'Spagna: penisola e Baleari; non le Canarie, Ceuta e Melilla.',
          'Germania: tutto il paese, tranne Büsingen am Hochrhein ed Helgoland.',
          'Regno Unito: Gran Bretagna e Irlanda del Nord; non le Isole del Canale né gli indirizzi BFPO.',
        ),
        heading('Come viaggia il tuo PC'),
        paragraph(
          'Ogni PC viaggia nella scatola originale del suo case, dentro un secondo cartone imbottito, con inserti in schiuma che tengono ferme scheda video e dissipatore durante il trasporto. Toglili prima di accenderlo: un cartoncino sopra il case ti indica dove sono.',
        ),
        heading('Segui il tuo ordine'),
        paragraph(
          'Nel tuo account trovi ogni ordine con il suo stato: in attesa di pagamento, confermato, in lavorazione (in assemblaggio), spedito, completato. Alla spedizione compare lì il numero di tracciamento, che ricevi anche via email se hai attivato le notifiche sugli ordini.',
        ),
        link('Vedi i tuoi ordini', '/account'),
        paragraph(
          'Non eri in casa al passaggio del corriere? Lascia un avviso e riprova il giorno lavorativo successivo; con il numero di tracciamento puoi anche scegliere un altro giorno.',
        ),
        link('Domande sulla spedizione? Contattaci', '/contact-us'),
      ],
    },
    'es-ES': {
      title: 'Envíos',
      metaTitle: 'Envíos a España, Francia, Italia, Alemania y Reino Unido | Rigsmith',
      metaDescription:
        'Tiempo de montaje más tiempo de transporte, con seguimiento y seguro. Envío gratis en pedidos desde 1750 €. Dónde entregamos y en cuánto tiempo.',
      blocks: [
        paragraph(
          'Enviamos a España, Francia, Italia, Alemania y Reino Unido. Cada pedido viaja con seguimiento, seguro y entrega con firma, y tu cesta muestra la fecha de envío estimada y la fecha de entrega prevista antes de pagar.',
        ),
        heading('Plazos'),
        paragraph(
          'El plazo de entrega es el tiempo de montaje más el del transportista. El montaje empieza en cuanto se confirma tu pago:',
        ),
        list(
          'Modelos montados: montados y probados en un máximo de 3 días laborables.',
          'PC a medida del configurador: montados y probados en un máximo de 5 días laborables.',
          'Componentes sueltos: salen al día laborable siguiente si hay stock.',
          'Si alguna pieza de tu pedido tiene un plazo más largo, la fecha de envío de tu cesta ya lo tiene en cuenta.',
        ),
        paragraph('Tiempo del transportista tras el envío, en días laborables:'),
        list('España: 3–5', 'Francia: 2–3', 'Alemania: 2–4', 'Italia: 3–5', 'Reino Unido: 1–2'),
        heading('Coste'),
        paragraph(
          'El envío es gratis en pedidos desde 1750 € si pagas en euros, o desde 1500 £ si pagas en libras, una vez aplicados los descuentos. Por debajo, el precio del envío a tu país aparece en la cesta antes de pagar, y después no se añade nada.',
        ),
        paragraph(
          'Los precios incluyen el IVA del país de entrega (21 % en España, 20 % en Francia y Reino Unido, 22 % en Italia, 19 % en Alemania) y los posibles gastos de importación: no pagas nada al recibir el pedido.',
        ),
        heading('Dónde entregamos'),
        list(
          'España: península y Baleares; no enviamos a Canarias, Ceuta ni Melilla.',
          'Francia: Francia metropolitana y Córcega; no los territorios de ultramar.',
          'Italia: todo el país, salvo Livigno y Campione d’Italia.',
          'Alemania: todo el país, salvo Büsingen am Hochrhein y Heligoland.',
          'Reino Unido: Gran Bretaña e Irlanda del Norte; no las islas del Canal ni las direcciones BFPO.',
        ),
        heading('Cómo viaja tu PC'),
        paragraph(
          'Cada PC viaja en la caja original de su chasis, dentro de una segunda caja acolchada, con piezas de espuma que sujetan la tarjeta gráfica y el disipador durante el transporte. Quítalas antes de encenderlo; una tarjeta encima de la caja indica dónde están.',
        ),
        heading('Seguimiento del pedido'),
        paragraph(
          'Tu cuenta muestra cada pedido con su estado: pendiente de pago, confirmado, en curso (en montaje), enviado y completado. Cuando sale, allí aparece el número de seguimiento, que también te llega por correo si tienes activadas las notificaciones de pedidos.',
        ),
        link('Ver mis pedidos', '/account'),
        paragraph(
          '¿No estabas cuando pasó el transportista? Deja un aviso y vuelve al día laborable siguiente; con el número de seguimiento también puedes elegir otro día.',
        ),
        link('¿Dudas sobre el envío? Contáctanos', '/contact-us'),
      ],
    },
    'de-DE': {
      title: 'Versand',
      metaTitle: 'Versand nach Deutschland, Frankreich, Italien, Spanien und UK',
      metaDescription:
        'Bauzeit plus Versandzeit, versichert und mit Sendungsverfolgung. Versandkostenfrei ab 1.750 € Bestellwert. Wohin wir liefern und wie lange es dauert.',
      blocks: [
        paragraph(
          'Wir liefern nach Deutschland, Frankreich, Italien, Spanien und ins Vereinigte Königreich. Jede Bestellung reist versichert, mit Sendungsverfolgung und gegen Unterschrift, und dein Warenkorb zeigt das voraussichtliche Versanddatum und den erwarteten Liefertermin schon vor der Zahlung.',
        ),
        heading('Wie lange es dauert'),
        paragraph(
          'Die Lieferzeit ist Bauzeit plus Versandzeit. Die Bauzeit beginnt, sobald deine Zahlung bestätigt ist:',
        ),
        list(
          'Fertig-PCs: innerhalb von 3 Werktagen gebaut und getestet.',
          'Individuell konfigurierte PCs: innerhalb von 5 Werktagen gebaut und getestet.',
          'Einzeln gekaufte Komponenten: Versand am nächsten Werktag, wenn auf Lager.',
          'Hat ein Teil deiner Bestellung eine längere Lieferzeit, ist sie im Versanddatum deines Warenkorbs schon eingerechnet.',
        ),
        paragraph('Versandzeit nach Übergabe an den Paketdienst, in Werktagen:'),
        list(
          'Deutschland: 2–4',
          'Frankreich: 2–3',
          'Italien: 3–5',
          'Spanien: 3–5',
          'Vereinigtes Königreich: 1–2',
        ),
        heading('Was es kostet'),
        paragraph(
          'Ab 1.750 € Bestellwert in Euro, oder ab 1.500 £ in Pfund, liefern wir versandkostenfrei, gerechnet nach Abzug von Rabatten. Darunter zeigt dein Warenkorb die Versandkosten für dein Land vor der Zahlung an, und danach kommt nichts mehr hinzu.',
        ),
        paragraph(
          'Unsere Preise enthalten die Mehrwertsteuer des Lieferlandes (19 % in Deutschland, 20 % in Frankreich und im Vereinigten Königreich, 22 % in Italien, 21 % in Spanien) und etwaige Einfuhrabgaben: Bei der Zustellung zahlst du nichts.',
        ),
        heading('Wohin wir liefern'),
        list(
          'Deutschland: das ganze Land außer Büsingen am Hochrhein und Helgoland.',
          'Frankreich: das französische Festland und Korsika; nicht in die Überseegebiete.',
          'Italien: das ganze Land außer Livigno und Campione d’Italia.',
          'Spanien: Festland und Balearen; nicht auf die Kanaren, nach Ceuta oder Melilla.',
          'Vereinigtes Königreich: Großbritannien und Nordirland; nicht auf die Kanalinseln oder an BFPO-Adressen.',
        ),
        heading('Wie dein PC reist'),
        paragraph(
          'Jeder PC reist im Originalkarton seines Gehäuses in einem zweiten, gepolsterten Umkarton, mit Schaumstoffeinlagen, die Grafikkarte und Kühler während des Transports fixieren. Nimm die Einlagen vor dem ersten Einschalten heraus; eine Karte auf dem Gehäuse zeigt dir, wo sie stecken.',
        ),
        heading('Bestellung verfolgen'),
        paragraph(
          'Dein Konto zeigt jede Bestellung mit ihrem Status: wartet auf Zahlung, bestätigt, in Bearbeitung (wird gebaut), versandt und abgeschlossen. Sobald sie versandt ist, findest du dort die Sendungsnummer, und per E-Mail, wenn Bestellbenachrichtigungen aktiviert sind.',
        ),
        link('Meine Bestellungen ansehen', '/account'),
        paragraph(
          'Nicht zu Hause, als der Paketdienst kam? Er hinterlässt eine Benachrichtigung und versucht es am nächsten Werktag erneut; mit der Sendungsnummer kannst du auch einen anderen Tag wählen.',
        ),
        link('Fragen zum Versand? Schreib uns', '/contact-us'),
      ],
    },
  },
};
