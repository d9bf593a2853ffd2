import type { SeedCmsPage } from '../../types';
import { heading, link, paragraph } from './blocks';

export const termsAndConditionsPage: SeedCmsPage = {
  type: 'terms_and_conditions',
  slug: 'terms-and-conditions',
  content: {
    'en-GB': {
      title: 'Terms and conditions of sale',
      metaTitle: 'Terms and conditions of sale | Rigsmith',
      metaDescription:
        'The terms that apply when you buy a gaming PC or parts from Rigsmith Ltd: ordering, prices and VAT, payment, delivery, cancellation, warranty and liability.',
      blocks: [
        paragraph(
          'These terms apply to every order a consumer places on this website for delivery to the United Kingdom, France, Italy, Spain or Germany. The version in force when you place your order applies to it; we show it again at checkout.',
        ),
        heading('1. Who we are'),
        paragraph(
          'The seller is Rigsmith Ltd, a private limited company registered in England and Wales, 14 Anvilmere Street, London E9 7ZZ, United Kingdom. You can reach us at support@rigsmith.co.uk or on +44 20 7946 0321.',
        ),
        heading('2. Products, FPS estimates and compatibility'),
        paragraph(
          'We describe every part with its manufacturer’s specifications. Product images are renders drawn from the parts you choose: they show the layout, not the exact finish. FPS figures are estimates from our documented model at the settings stated; they describe expected performance, not a promised frame rate. If a build we accepted does not work because of an error in our compatibility checks, we put it right at our cost.',
        ),
        heading('3. Prices and payment'),
        paragraph(
          'Prices are in pounds sterling or euros and include VAT at the rate of the delivery country and any import charges. Any delivery charge is shown before you pay; delivery is free from £1,500 or €1,750. A discount code applies only when its conditions (country, validity, number of uses) are met, one per order. We take payment by credit or debit card when you place the order. If an obvious pricing error slips through, we tell you before shipping, and you choose between paying the correct price and cancelling with a full refund.',
        ),
        heading('4. How the contract is made'),
        paragraph(
          'Placing an order is an offer to buy. The contract is made when your payment is confirmed and we email you the order confirmation; an unpaid order is cancelled automatically after a short time. If a part becomes unavailable after you order, we contact you: you can wait, accept a part of equal or better performance at the same price, or cancel with a full refund.',
        ),
        heading('5. Build and delivery'),
        paragraph(
          'We build and ship within the times shown in your basket and on the delivery page. The goods become yours, and the risk passes to you, when they are delivered to you or to someone you name. Please check the parcel on arrival; if it is damaged, note it with the courier or tell us within 7 days so that we can claim from the carrier. This does not limit your legal rights.',
        ),
        link('Delivery times and costs', '/delivery'),
        heading('6. Your right to cancel'),
        paragraph(
          'You can cancel within 14 days of delivery without giving a reason, custom PCs included. We collect the goods at our cost and refund you within 14 days. The returns page explains the steps and contains the model cancellation form.',
        ),
        link('Returns and refunds', '/returns'),
        heading('7. Your legal rights and our warranty'),
        paragraph(
          'You have the rights consumer law gives you when goods are faulty or not as described, including under the Consumer Rights Act 2015. On top of them, every PC we build carries our 3-year parts and labour warranty, on the terms of the warranty page. Parts sold on their own carry their manufacturer’s warranty.',
        ),
        link('Warranty', '/warranty'),
        heading('8. Software'),
        paragraph(
          'Operating systems and other software are supplied under their publishers’ licence terms, which you accept when you first use them.',
        ),
        heading('9. Liability'),
        paragraph(
          'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable, nor for business losses, since we sell to consumers for private use. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or under product liability law, nor any other right you have as a consumer. Please back up your data before you send us a PC for repair.',
        ),
        heading('10. Your account'),
        paragraph(
          'Keep your password to yourself. You can close your account at any time by contacting us; orders already placed are not affected.',
        ),
        heading('11. Law and disputes'),
        paragraph(
          'These terms are governed by the law of England and Wales. If you live in another country we deliver to, you keep the protection of that country’s mandatory consumer law and can bring proceedings in its courts. If something goes wrong, contact us first: we reply to every complaint within 5 working days.',
        ),
        link('Contact us', '/contact-us'),
      ],
    },
    'fr-FR': {
      title: 'Conditions générales de vente',
      metaTitle: 'Conditions générales de vente (CGV) | Rigsmith',
      metaDescription:
        'Les conditions qui s’appliquent à l’achat d’un PC gamer ou de composants chez Rigsmith Ltd : commande, prix et TVA, paiement, livraison, rétractation, garanties.',
      blocks: [
        paragraph(
          'Les présentes conditions générales de vente s’appliquent à toute commande passée sur ce site par un consommateur pour une livraison en France, en Italie, en Espagne, en Allemagne ou au Royaume-Uni. La version en vigueur au moment de la commande est celle qui s’applique ; elle vous est présentée à nouveau lors du paiement.',
        ),
        heading('Article 1 – Vendeur'),
        paragraph(
          'Le vendeur est Rigsmith Ltd, private limited company immatriculée en Angleterre et au pays de Galles, 14 Anvilmere Street, London E9 7ZZ, Royaume-Uni. Vous pouvez nous joindre à support@rigsmith.co.uk ou au +44 20 7946 0321.',
        ),
        heading('Article 2 – Produits, estimations de FPS et compatibilité'),
        paragraph(
          'Chaque composant est décrit avec les caractéristiques de son fabricant. Les visuels sont des rendus générés à partir des pièces choisies : ils montrent l’agencement, pas la finition exacte. Les FPS affichés sont des estimations issues de notre modèle documenté, aux réglages indiqués ; ils décrivent des performances attendues et ne constituent pas un engagement de fréquence d’images. Si une configuration que nous avons acceptée ne fonctionne pas en raison d’une erreur de nos vérifications de compatibilité, nous y remédions à nos frais.',
        ),
        heading('Article 3 – Prix et paiement'),
        paragraph(
          'Les prix sont exprimés en euros ou en livres sterling, toutes taxes comprises : ils incluent la TVA du pays de livraison et les éventuels frais d’importation. Les frais de livraison éventuels sont indiqués avant le paiement ; la livraison est offerte dès 1 750 € ou 1 500 £. Un code promo ne s’applique que si ses conditions (pays, validité, nombre d’utilisations) sont remplies, un seul par commande. Le paiement s’effectue par carte bancaire au moment de la commande. En cas d’erreur manifeste de prix, nous vous prévenons avant l’expédition et vous choisissez entre régler le prix exact ou annuler avec remboursement intégral.',
        ),
        heading('Article 4 – Formation du contrat'),
        paragraph(
          'Passer commande vaut offre d’achat. Le contrat est conclu lorsque votre paiement est confirmé et que nous vous envoyons la confirmation de commande par e-mail ; une commande non payée est annulée automatiquement après un court délai. Si une pièce devient indisponible après votre commande, nous vous contactons : vous pouvez attendre, accepter une pièce de performances égales ou supérieures au même prix, ou annuler avec remboursement intégral.',
        ),
        heading('Article 5 – Assemblage et livraison'),
        paragraph(
          'Nous assemblons et expédions dans les délais affichés dans votre panier et sur la page Livraison. Le transfert de propriété et des risques intervient à la livraison, entre vos mains ou celles d’une personne que vous désignez. Vérifiez le colis à réception ; s’il est endommagé, émettez des réserves auprès du transporteur ou prévenez-nous sous 7 jours afin que nous puissions nous retourner contre lui. Cela ne limite en rien vos droits légaux.',
        ),
        link('Délais et frais de livraison', '/delivery'),
        heading('Article 6 – Droit de rétractation'),
        paragraph(
          'Vous disposez de 14 jours à compter de la livraison pour vous rétracter sans motif, PC sur mesure compris (articles L221-18 et suivants du Code de la consommation). Nous enlevons les biens à nos frais et vous remboursons sous 14 jours. La page Retours décrit la marche à suivre et contient le formulaire type de rétractation.',
        ),
        link('Retours et remboursements', '/returns'),
        heading('Article 7 – Garanties légales et garantie commerciale'),
        paragraph(
          'Vous bénéficiez de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil). En plus de ces garanties, chaque PC que nous assemblons bénéficie de notre garantie commerciale de 3 ans pièces et main-d’œuvre, aux conditions de la page Garantie. Les composants vendus seuls sont couverts par la garantie de leur fabricant.',
        ),
        link('Garantie', '/warranty'),
        heading('Article 8 – Logiciels'),
        paragraph(
          'Les systèmes d’exploitation et autres logiciels sont fournis sous les conditions de licence de leur éditeur, que vous acceptez à la première utilisation.',
        ),
        heading('Article 9 – Responsabilité'),
        paragraph(
          'Nous répondons des dommages prévisibles résultant d’un manquement à nos obligations. Nous ne répondons pas des dommages imprévisibles ni des pertes professionnelles, nos ventes s’adressant aux consommateurs pour un usage privé. Rien dans ces conditions ne limite notre responsabilité en cas de dommage corporel, de faute lourde ou de dol, ni au titre de la responsabilité du fait des produits défectueux, ni aucun autre droit que vous tenez de la loi. Sauvegardez vos données avant de nous envoyer un PC en réparation.',
        ),
        heading('Article 10 – Compte client'),
        paragraph(
          'Gardez votre mot de passe confidentiel. Vous pouvez fermer votre compte à tout moment en nous contactant ; les commandes déjà passées ne sont pas affectées.',
        ),
        heading('Article 11 – Droit applicable, réclamations et médiation'),
        paragraph(
          'Les présentes conditions sont régies par le droit anglais. Vous conservez la protection des dispositions impératives du droit de la consommation de votre pays de résidence et pouvez saisir ses juridictions. En cas de réclamation, contactez-nous d’abord : nous répondons sous 5 jours ouvrés. Conformément à l’article L612-1 du Code de la consommation, vous pouvez recourir gratuitement à un médiateur de la consommation en vue de la résolution amiable du litige ; nous vous communiquons ses coordonnées sur simple demande.',
        ),
        link('Nous contacter', '/contact-us'),
      ],
    },
    it: {
      title: 'Condizioni generali di vendita',
      metaTitle: 'Condizioni generali di vendita | Rigsmith',
      metaDescription:
        'Le condizioni che valgono quando acquisti un PC da gaming o componenti da Rigsmith Ltd: ordine, prezzi e IVA, pagamento, consegna, recesso, garanzie.',
      blocks: [
        paragraph(
          'Queste condizioni generali di vendita si applicano a ogni ordine effettuato su questo sito da un consumatore con consegna in Italia, Francia, Spagna, Germania o Regno Unito. Vale la versione in vigore al momento dell’ordine, che ti mostriamo di nuovo durante il pagamento.',
        ),
        heading('1. Venditore'),
        paragraph(
          'Il venditore è Rigsmith Ltd, private limited company registrata in Inghilterra e Galles, 14 Anvilmere Street, London E9 7ZZ, Regno Unito. Puoi contattarci a support@rigsmith.co.uk o al +44 20 7946 0321.',
        ),
        heading('2. Prodotti, stime degli FPS e compatibilità'),
        paragraph(
          'Descriviamo ogni componente con le specifiche del produttore. Le immagini sono rendering generati dai componenti scelti: mostrano la disposizione, non la finitura esatta. Gli FPS indicati sono stime del nostro modello documentato, alle impostazioni dichiarate; descrivono le prestazioni attese e non sono un frame rate garantito. Se una configurazione che abbiamo accettato non funziona per un errore dei nostri controlli di compatibilità, rimediamo a nostre spese.',
        ),
        heading('3. Prezzi e pagamento'),
        paragraph(
          'I prezzi sono in euro o in sterline e includono l’IVA del paese di consegna e gli eventuali oneri di importazione. Le eventuali spese di spedizione sono indicate prima del pagamento; la spedizione è gratuita da 1750 € o 1500 £. Un codice sconto vale solo se ne rispetti le condizioni (paese, validità, numero di utilizzi), uno per ordine. Il pagamento avviene con carta di credito o di debito al momento dell’ordine. In caso di errore evidente nel prezzo, ti avvisiamo prima della spedizione e puoi scegliere se pagare il prezzo corretto o annullare con rimborso completo.',
        ),
        heading('4. Conclusione del contratto'),
        paragraph(
          'Inviare un ordine costituisce una proposta d’acquisto. Il contratto si conclude quando il pagamento è confermato e ti inviamo via email la conferma d’ordine; un ordine non pagato viene annullato automaticamente dopo poco tempo. Se un componente diventa indisponibile dopo l’ordine, ti contattiamo: puoi aspettare, accettare un componente di prestazioni pari o superiori allo stesso prezzo, oppure annullare con rimborso completo.',
        ),
        heading('5. Assemblaggio e consegna'),
        paragraph(
          'Assembliamo e spediamo nei tempi indicati nel carrello e nella pagina Spedizioni. La proprietà dei beni e il rischio passano a te al momento della consegna, a te o a una persona da te indicata. Controlla il collo alla consegna; se è danneggiato, segnalalo al corriere o avvisaci entro 7 giorni, così possiamo rivalerci sul vettore. Ciò non limita i tuoi diritti di legge.',
        ),
        link('Tempi e costi di spedizione', '/delivery'),
        heading('6. Diritto di recesso'),
        paragraph(
          'Puoi recedere entro 14 giorni dalla consegna senza indicarne il motivo, PC personalizzati inclusi (artt. 52 e seguenti del Codice del Consumo). Ritiriamo i beni a nostre spese e ti rimborsiamo entro 14 giorni. La pagina Resi spiega la procedura e contiene il modulo di recesso tipo.',
        ),
        link('Resi e rimborsi', '/returns'),
        heading('7. Garanzia legale e garanzia convenzionale'),
        paragraph(
          'Hai diritto alla garanzia legale di conformità prevista dagli artt. 128 e seguenti del Codice del Consumo. In aggiunta, ogni PC che assembliamo ha la nostra garanzia convenzionale di 3 anni su ricambi e manodopera, alle condizioni della pagina Garanzia. I componenti venduti singolarmente hanno la garanzia del produttore.',
        ),
        link('Garanzia', '/warranty'),
        heading('8. Software'),
        paragraph(
          'I sistemi operativi e gli altri software sono forniti alle condizioni di licenza dei rispettivi editori, che accetti al primo utilizzo.',
        ),
        heading('9. Responsabilità'),
        paragraph(
          'Rispondiamo dei danni prevedibili derivanti dalla violazione di queste condizioni o dalla mancanza della dovuta diligenza. Non rispondiamo dei danni imprevedibili né delle perdite professionali, perché vendiamo a consumatori per uso privato. Nulla in queste condizioni limita la nostra responsabilità per morte o lesioni personali, dolo o colpa grave, né la responsabilità per prodotti difettosi, né alcun altro diritto che la legge ti riconosce come consumatore. Fai un backup dei tuoi dati prima di mandarci un PC in riparazione.',
        ),
        heading('10. Account'),
        paragraph(
          'Non condividere la tua password. Puoi chiudere l’account in qualsiasi momento contattandoci; gli ordini già effettuati non ne risentono.',
        ),
        heading('11. Legge applicabile e controversie'),
        paragraph(
          'Queste condizioni sono regolate dalla legge di Inghilterra e Galles. Restano salve le norme imperative a tutela dei consumatori del tuo paese di residenza, e puoi agire davanti ai giudici del luogo in cui risiedi. In caso di reclamo, contattaci prima: rispondiamo entro 5 giorni lavorativi. Puoi inoltre ricorrere alle procedure di risoluzione extragiudiziale delle controversie previste dagli artt. 141 e seguenti del Codice del Consumo.',
        ),
        link('Contattaci', '/contact-us'),
      ],
    },
    'es-ES': {
      title: 'Condiciones generales de venta',
      metaTitle: 'Condiciones generales de venta | Rigsmith',
      metaDescription:
        'Las condiciones que se aplican al comprar un PC gaming o componentes a Rigsmith Ltd: pedido, precios e IVA, pago, entrega, desistimiento, garantías y responsabilidad.',
      blocks: [
        paragraph(
          'Estas condiciones generales se aplican a todos los pedidos que un consumidor realice en este sitio web con entrega en España, Francia, Italia, Alemania o Reino Unido. Se aplica la versión vigente en el momento del pedido, que te mostramos de nuevo al pagar.',
        ),
        heading('1. Quiénes somos'),
        paragraph(
          'El vendedor es Rigsmith Ltd, private limited company registrada en Inglaterra y Gales, 14 Anvilmere Street, London E9 7ZZ, Reino Unido. Puedes contactarnos en support@rigsmith.co.uk o en el +44 20 7946 0321.',
        ),
        heading('2. Productos, estimaciones de FPS y compatibilidad'),
        paragraph(
          'Describimos cada componente con las especificaciones de su fabricante. Las imágenes son renderizados generados a partir de las piezas elegidas: muestran la disposición, no el acabado exacto. Los FPS indicados son estimaciones de nuestro modelo documentado con los ajustes señalados; describen el rendimiento esperado y no son una tasa de fotogramas garantizada. Si una configuración que aceptamos no funciona por un error de nuestras comprobaciones de compatibilidad, lo solucionamos a nuestra costa.',
        ),
        heading('3. Precios y pago'),
        paragraph(
          'Los precios están en euros o en libras e incluyen el IVA del país de entrega y los posibles gastos de importación. Los gastos de envío, si los hay, se indican antes de pagar; el envío es gratis desde 1750 € o 1500 £. Un código de descuento solo se aplica si se cumplen sus condiciones (país, validez, número de usos), uno por pedido. El pago se hace con tarjeta de crédito o débito al realizar el pedido. Si se cuela un error de precio evidente, te avisamos antes del envío y eliges entre pagar el precio correcto o cancelar con reembolso íntegro.',
        ),
        heading('4. Cómo se celebra el contrato'),
        paragraph(
          'Realizar un pedido es una oferta de compra. El contrato se celebra cuando se confirma tu pago y te enviamos por correo la confirmación del pedido; un pedido sin pagar se cancela automáticamente al poco tiempo. Si una pieza deja de estar disponible después de tu pedido, te avisamos: puedes esperar, aceptar una pieza de rendimiento igual o superior al mismo precio o cancelar con reembolso íntegro.',
        ),
        heading('5. Montaje y entrega'),
        paragraph(
          'Montamos y enviamos en los plazos que muestran tu cesta y la página de envíos. La propiedad y el riesgo de los bienes pasan a ti con la entrega, a ti o a la persona que indiques. Revisa el paquete al recibirlo; si está dañado, indícalo al transportista o avísanos en 7 días para que podamos reclamarle. Esto no limita tus derechos legales.',
        ),
        link('Plazos y costes de envío', '/delivery'),
        heading('6. Derecho de desistimiento'),
        paragraph(
          'Puedes desistir en los 14 días naturales siguientes a la entrega sin dar explicaciones, PC a medida incluidos (artículos 102 y siguientes de la Ley General para la Defensa de los Consumidores y Usuarios). Recogemos los bienes a nuestra costa y te reembolsamos en un máximo de 14 días. La página de devoluciones explica los pasos e incluye el modelo de formulario de desistimiento.',
        ),
        link('Devoluciones y reembolsos', '/returns'),
        heading('7. Garantía legal y garantía comercial'),
        paragraph(
          'Tienes la garantía legal de conformidad de 3 años que reconoce la Ley General para la Defensa de los Consumidores y Usuarios. Además, cada PC que montamos tiene nuestra garantía comercial de 3 años en piezas y mano de obra, en las condiciones de la página de garantía. Los componentes vendidos por separado tienen la garantía de su fabricante.',
        ),
        link('Garantía', '/warranty'),
        heading('8. Software'),
        paragraph(
          'Los sistemas operativos y demás programas se suministran con las condiciones de licencia de sus editores, que aceptas al usarlos por primera vez.',
        ),
        heading('9. Responsabilidad'),
        paragraph(
          'Respondemos de los daños previsibles causados por el incumplimiento de estas condiciones o por falta de la diligencia debida. No respondemos de los daños imprevisibles ni de las pérdidas profesionales, ya que vendemos a consumidores para uso privado. Nada en estas condiciones limita nuestra responsabilidad por muerte o lesiones personales, dolo o culpa grave, ni la responsabilidad por productos defectuosos, ni ningún otro derecho que la ley te reconozca como consumidor. Haz una copia de seguridad de tus datos antes de enviarnos un PC a reparar.',
        ),
        heading('10. Tu cuenta'),
        paragraph(
          'No compartas tu contraseña. Puedes cerrar tu cuenta cuando quieras escribiéndonos; los pedidos ya realizados no se ven afectados.',
        ),
        heading('11. Ley aplicable y reclamaciones'),
        paragraph(
          'Estas condiciones se rigen por el derecho de Inglaterra y Gales. Conservas la protección de las normas imperativas de consumo de tu país de residencia y puedes acudir a sus tribunales. Si tienes una queja, escríbenos primero: respondemos en un máximo de 5 días laborables. También puedes presentar una reclamación ante los servicios de consumo de tu comunidad autónoma.',
        ),
        link('Contáctanos', '/contact-us'),
      ],
    },
    'de-DE': {
      title: 'Allgemeine Geschäftsbedingungen',
      metaTitle: 'Allgemeine Geschäftsbedingungen (AGB) | Rigsmith',
      metaDescription:
        'Die Bedingungen für deinen Kauf eines Gaming-PCs oder von Komponenten bei Rigsmith Ltd: Bestellung, Preise und MwSt., Zahlung, Lieferung, Widerruf, Gewährleistung.',
      blocks: [
        paragraph(
          'Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucher auf dieser Website mit Lieferung nach Deutschland, Frankreich, Italien, Spanien oder ins Vereinigte Königreich aufgeben. Es gilt die Fassung, die bei deiner Bestellung in Kraft ist; wir zeigen sie dir beim Bezahlen noch einmal.',
        ),
        heading('§ 1 Anbieter'),
        paragraph(
          'Vertragspartner ist die Rigsmith Ltd, Private Limited Company nach dem Recht von England und Wales, 14 Anvilmere Street, London E9 7ZZ, Vereinigtes Königreich. Du erreichst uns unter support@rigsmith.co.uk oder +44 20 7946 0321.',
        ),
        heading('§ 2 Produkte, FPS-Schätzungen und Kompatibilität'),
        paragraph(
          'Wir beschreiben jedes Teil mit den Angaben seines Herstellers. Produktbilder sind aus den gewählten Teilen erzeugte Renderings: Sie zeigen den Aufbau, nicht die exakte Optik. FPS-Angaben sind Schätzungen unseres dokumentierten Modells bei den genannten Einstellungen; sie beschreiben die zu erwartende Leistung und sind keine zugesicherte Bildrate. Funktioniert eine von uns angenommene Konfiguration wegen eines Fehlers in unseren Kompatibilitätsprüfungen nicht, beheben wir das auf unsere Kosten.',
        ),
        heading('§ 3 Preise und Zahlung'),
        paragraph(
          'Die Preise gelten in Euro oder Pfund Sterling und enthalten die Mehrwertsteuer des Lieferlandes sowie etwaige Einfuhrabgaben. Eventuelle Versandkosten siehst du vor der Zahlung; ab 1.750 € oder 1.500 £ liefern wir versandkostenfrei. Ein Gutscheincode gilt nur, wenn seine Bedingungen (Land, Gültigkeit, Anzahl der Einlösungen) erfüllt sind, ein Code pro Bestellung. Du zahlst bei der Bestellung per Kredit- oder Debitkarte. Rutscht ein offensichtlicher Preisfehler durch, informieren wir dich vor dem Versand, und du entscheidest, ob du den richtigen Preis zahlst oder mit voller Erstattung stornierst.',
        ),
        heading('§ 4 Vertragsschluss'),
        paragraph(
          'Mit deiner Bestellung gibst du ein Angebot zum Kauf ab. Der Vertrag kommt zustande, wenn deine Zahlung bestätigt ist und wir dir die Bestellbestätigung per E-Mail schicken; eine unbezahlte Bestellung wird nach kurzer Zeit automatisch storniert. Wird ein Teil nach deiner Bestellung unverfügbar, melden wir uns: Du kannst warten, ein gleichwertiges oder besseres Teil zum selben Preis annehmen oder mit voller Erstattung stornieren.',
        ),
        heading('§ 5 Bau und Lieferung'),
        paragraph(
          'Wir bauen und versenden innerhalb der Zeiten, die dein Warenkorb und die Versandseite nennen. Eigentum und Gefahr gehen mit der Übergabe an dich oder eine von dir benannte Person auf dich über. Bitte prüfe das Paket bei Erhalt; ist es beschädigt, vermerke das beim Paketdienst oder sag uns innerhalb von 7 Tagen Bescheid, damit wir den Transportschaden geltend machen können. Deine gesetzlichen Rechte bleiben davon unberührt.',
        ),
        link('Lieferzeiten und Versandkosten', '/delivery'),
        heading('§ 6 Widerrufsrecht'),
        paragraph(
          'Du kannst innerhalb von 14 Tagen nach Lieferung ohne Angabe von Gründen widerrufen, auch bei individuell konfigurierten PCs. Wir holen die Waren auf unsere Kosten ab und erstatten dir den Kaufpreis innerhalb von 14 Tagen. Die Widerrufsbelehrung und das Muster-Widerrufsformular findest du auf der Seite zu Widerruf und Rücksendung.',
        ),
        link('Widerruf und Rücksendung', '/returns'),
        heading('§ 7 Gewährleistung und Garantie'),
        paragraph(
          'Es gelten die gesetzlichen Mängelhaftungsrechte (§§ 434 ff. BGB). Zusätzlich hat jeder PC, den wir bauen, unsere Garantie von 3 Jahren auf Teile und Arbeitszeit zu den Bedingungen der Garantieseite; sie schränkt deine gesetzlichen Rechte nicht ein. Einzeln verkaufte Komponenten haben die Garantie ihres Herstellers.',
        ),
        link('Garantie', '/warranty'),
        heading('§ 8 Software'),
        paragraph(
          'Betriebssysteme und andere Software liefern wir zu den Lizenzbedingungen ihrer Hersteller, die du bei der ersten Nutzung akzeptierst.',
        ),
        heading('§ 9 Haftung'),
        paragraph(
          'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit und nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten haften wir begrenzt auf den vorhersehbaren, vertragstypischen Schaden. Deine Rechte als Verbraucher bleiben unberührt. Bitte sichere deine Daten, bevor du uns einen PC zur Reparatur schickst.',
        ),
        heading('§ 10 Kundenkonto'),
        paragraph(
          'Halte dein Passwort geheim. Du kannst dein Konto jederzeit schließen, indem du uns schreibst; bereits aufgegebene Bestellungen bleiben davon unberührt.',
        ),
        heading('§ 11 Anwendbares Recht und Streitbeilegung'),
        paragraph(
          'Es gilt das Recht von England und Wales. Der Schutz durch zwingende Verbraucherschutzvorschriften deines Wohnsitzlandes bleibt dir erhalten, und du kannst vor den Gerichten deines Wohnsitzes klagen. Bei Beschwerden schreib uns zuerst: Wir antworten innerhalb von 5 Werktagen. Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir weder verpflichtet noch bereit.',
        ),
        link('Kontakt aufnehmen', '/contact-us'),
      ],
    },
  },
};
