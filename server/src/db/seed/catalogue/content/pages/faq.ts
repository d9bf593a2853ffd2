import type { SeedCmsPage } from '../../types';
import { faq, heading, link, paragraph } from './blocks';

export const faqPage: SeedCmsPage = {
  type: 'faq',
  slug: 'faq',
  content: {
    'en-GB': {
      title: 'Frequently asked questions',
      metaTitle: 'FAQ: delivery, returns, warranty and FPS estimates | Rigsmith',
      metaDescription:
        'Answers on delivery times and costs, returns, the 3-year warranty, how our FPS estimates and compatibility checks work, payment and order tracking.',
      blocks: [
        paragraph(
          'The questions we are asked most, answered. If yours is not here, our team answers emails within one working day.',
        ),
        heading('Orders and delivery'),
        faq(
          [
            'How long does delivery take?',
            'Build time plus courier time. Pre-built models are built and tested within 3 working days, custom PCs within 5, and parts bought on their own ship the next working day when in stock. The courier then takes 1–2 working days in the UK, 2–3 to France, 2–4 to Germany and 3–5 to Italy and Spain. Your basket shows the expected delivery date before you pay.',
          ],
          [
            'How much does delivery cost?',
            'Nothing on orders from £1,500, or €1,750 when you pay in euros. Below that, the price for your country appears in the basket before you pay. Prices include VAT and any import charges, so there is nothing to pay on delivery.',
          ],
          [
            'Which countries do you deliver to?',
            'The United Kingdom, France, Italy, Spain and Germany. A few areas outside those countries’ VAT territories are excluded, such as the Channel Islands, the Canary Islands and Livigno; the delivery page lists them.',
          ],
          [
            'How do I track my order?',
            'Sign in and open your orders in your account. Each order shows its status (waiting for payment, confirmed, in progress, shipped, completed), the expected delivery date and, once shipped, the tracking number. With order notifications on, we also email you when it ships.',
          ],
          [
            'Can I change or cancel an order?',
            'Yes, until it ships: contact us with your order number. Before the build starts we can still swap parts. Once it has shipped, your 14-day right to cancel applies.',
          ],
          [
            'Which payment methods do you accept?',
            'Visa, Mastercard and American Express credit and debit cards. Our payment provider handles the payment, with 3-D Secure when your bank asks for it; your card details never reach our servers.',
          ],
          [
            'When is my card charged?',
            'When you place the order; the order is confirmed as soon as the payment is. If a payment does not go through, the order waits a short time and is then cancelled, and its parts go back into stock.',
          ],
          [
            'Do discount codes work in every country?',
            'Not always: a code can be limited to some countries, and the basket tells you when it does not apply to yours. One code per order.',
          ],
        ),
        heading('Returns and warranty'),
        faq(
          [
            'Can I return a PC if I change my mind?',
            'Yes, within 14 days of receiving it, custom PCs included. Tell us, we collect it free of charge and refund the price and the standard delivery charge within 14 days.',
          ],
          [
            'What does the warranty cover?',
            '3 years of parts and labour on every PC we build, with free collection and return. Opening the case or upgrading does not void it; only damage caused while doing so is excluded. Parts bought on their own carry their manufacturer’s warranty.',
          ],
          [
            'Can I upgrade my PC later?',
            'Yes. Each model page lists its platform (socket, memory type, power supply), so you know what will fit, and the customiser can start from any model’s parts.',
          ],
        ),
        heading('FPS estimates and compatibility'),
        faq(
          [
            'How accurate are the FPS estimates?',
            'They come from one model: a performance index for every processor and graphics card, drawn from published benchmark averages, and a profile for every game at the settings reviews use (high presets, native resolution, no upscaling or frame generation). They land close to what reviews measure on the same hardware, but drivers, game patches, background apps and the scene you play all move the real figure. Treat them as estimates, not guarantees.',
          ],
          [
            'Why doesn’t a faster graphics card raise the FPS in some games?',
            'Because the processor sets the limit there. In esports games such as Counter-Strike 2 and Valorant, the CPU prepares frames more slowly than the graphics card can draw them, especially at 1080p, so a faster CPU helps more than a faster card. Compare a game’s estimates at 1080p and at 4K to see which side limits it.',
          ],
          [
            'How does the compatibility check work?',
            'The customiser runs 21 checks on every change: socket and memory type, form factors, clearance for the graphics card, cooler and radiator, drive bays and M.2 slots, fan mounts and ARGB headers, power supply wattage with 30% headroom and its connectors, and the monitor’s inputs. Incompatible parts are marked with the reason. Our server runs the same checks before it accepts an order, so an incompatible PC cannot be ordered.',
          ],
          [
            'Does the PC come with Windows?',
            'When you choose Windows in the operating system step, or the model includes it, we install and activate it with current drivers and nothing else, and run our tests on it. Without an operating system, the PC arrives with an empty drive.',
          ],
          [
            'Can I save a build and finish it later?',
            'Yes. In the customiser, save your build as a draft with a name. It appears under saved builds in your account, where you can rename it, carry on editing or add it to your basket.',
          ],
        ),
        link('Ask us something else', '/contact-us'),
      ],
    },
    'fr-FR': {
      title: 'Questions fréquentes',
      metaTitle: 'FAQ : livraison, retours, garantie et estimations de FPS | Rigsmith',
      metaDescription:
        'Nos réponses sur les délais et frais de livraison, les retours, la garantie de 3 ans, nos estimations de FPS, la compatibilité, le paiement et le suivi de commande.',
      blocks: [
        paragraph(
          'Les questions qu’on nous pose le plus souvent, avec leurs réponses. Si la vôtre n’y figure pas, notre équipe répond aux e-mails sous un jour ouvré.',
        ),
        heading('Commandes et livraison'),
        faq(
          [
            'Quel est le délai de livraison ?',
            'Le temps d’assemblage plus le temps de transport. Les modèles prêts à jouer sont assemblés et testés sous 3 jours ouvrés, les PC sur mesure sous 5, et les composants achetés seuls partent le jour ouvré suivant s’ils sont en stock. Le transport prend ensuite 2 à 3 jours ouvrés vers la France, 2 à 4 vers l’Allemagne, 3 à 5 vers l’Italie et l’Espagne, 1 à 2 au Royaume-Uni. Le panier affiche la date de livraison prévue avant le paiement.',
          ],
          [
            'Combien coûte la livraison ?',
            'Rien dès 1 750 € d’achat, ou 1 500 £ si vous payez en livres sterling. En dessous, le prix pour votre pays s’affiche dans le panier avant le paiement. Nos prix incluent la TVA et les éventuels frais d’importation : rien à payer à la livraison.',
          ],
          [
            'Dans quels pays livrez-vous ?',
            'En France, en Italie, en Espagne, en Allemagne et au Royaume-Uni. Quelques territoires situés hors du territoire TVA de ces pays sont exclus, comme l’outre-mer, les Canaries ou Livigno ; la page Livraison les détaille.',
          ],
          [
            'Comment suivre ma commande ?',
            'Connectez-vous et ouvrez vos commandes dans votre compte. Chacune affiche son statut (en attente de paiement, confirmée, en cours, expédiée, terminée), la date de livraison prévue et, une fois expédiée, le numéro de suivi. Si les notifications de commande sont activées, nous vous prévenons aussi par e-mail à l’expédition.',
          ],
          [
            'Puis-je modifier ou annuler une commande ?',
            'Oui, tant qu’elle n’est pas expédiée : contactez-nous avec votre numéro de commande. Avant le début de l’assemblage, nous pouvons encore changer des pièces. Une fois la commande expédiée, votre droit de rétractation de 14 jours s’applique.',
          ],
          [
            'Quels moyens de paiement acceptez-vous ?',
            'Les cartes Visa, Mastercard et American Express, de crédit comme de débit. Le paiement passe par notre prestataire de paiement, avec 3-D Secure quand votre banque le demande ; vos données de carte n’arrivent jamais sur nos serveurs.',
          ],
          [
            'Quand ma carte est-elle débitée ?',
            'Au moment où vous passez commande ; la commande est confirmée dès que le paiement l’est. Si un paiement n’aboutit pas, la commande reste en attente peu de temps puis est annulée, et ses pièces retournent en stock.',
          ],
          [
            'Les codes promo fonctionnent-ils dans tous les pays ?',
            'Pas toujours : un code peut être limité à certains pays, et le panier vous indique s’il ne s’applique pas au vôtre. Un seul code par commande.',
          ],
        ),
        heading('Retours et garantie'),
        faq(
          [
            'Puis-je retourner un PC si je change d’avis ?',
            'Oui, dans les 14 jours suivant sa réception, PC sur mesure compris. Prévenez-nous, nous venons le chercher gratuitement et vous remboursons le prix et la livraison standard sous 14 jours.',
          ],
          [
            'Que couvre la garantie ?',
            '3 ans pièces et main-d’œuvre sur chaque PC que nous assemblons, enlèvement et retour compris. Ouvrir le boîtier ou faire évoluer le PC ne l’annule pas ; seuls les dommages causés à cette occasion sont exclus. Les composants achetés seuls sont couverts par la garantie de leur fabricant.',
          ],
          [
            'Puis-je faire évoluer mon PC plus tard ?',
            'Oui. Chaque fiche modèle indique sa plateforme (socket, type de mémoire, alimentation), pour savoir ce qui sera compatible, et le configurateur peut partir des pièces de n’importe quel modèle.',
          ],
        ),
        heading('Estimations de FPS et compatibilité'),
        faq(
          [
            'Quelle est la précision des estimations de FPS ?',
            'Elles viennent d’un seul modèle : un indice de performance pour chaque processeur et chaque carte graphique, tiré des moyennes de tests publiés, et un profil pour chaque jeu aux réglages utilisés par les tests (préréglages élevés, résolution native, sans upscaling ni génération d’images). Elles sont proches de ce que mesurent les tests sur le même matériel, mais pilotes, correctifs, applications en arrière-plan et scène jouée font varier le chiffre réel. Ce sont des estimations, pas des garanties.',
          ],
          [
            'Pourquoi une carte graphique plus rapide n’augmente-t-elle pas les FPS dans certains jeux ?',
            'Parce que c’est le processeur qui limite. Dans les jeux e-sport comme Counter-Strike 2 ou Valorant, le CPU prépare les images moins vite que la carte graphique ne les affiche, surtout en 1080p : un processeur plus rapide aide donc davantage qu’une carte plus rapide. Comparez les estimations d’un jeu en 1080p et en 4K pour voir lequel des deux limite.',
          ],
          [
            'Comment fonctionne la vérification de compatibilité ?',
            'Le configurateur effectue 21 vérifications à chaque modification : socket et type de mémoire, formats, encombrement de la carte graphique, du ventirad et du radiateur, baies et emplacements M.2, emplacements de ventilateurs et connecteurs ARGB, puissance de l’alimentation avec 30 % de marge et ses connecteurs, entrées de l’écran. Les pièces incompatibles sont signalées avec la raison. Notre serveur refait les mêmes vérifications avant d’accepter une commande : un PC incompatible ne peut pas être commandé.',
          ],
          [
            'Le PC est-il livré avec Windows ?',
            'Si vous choisissez Windows à l’étape du système d’exploitation, ou si le modèle l’inclut, nous l’installons et l’activons avec les pilotes à jour et rien d’autre, puis effectuons nos tests avec. Sans système d’exploitation, le PC arrive avec un disque vierge.',
          ],
          [
            'Puis-je enregistrer une configuration et la terminer plus tard ?',
            'Oui. Dans le configurateur, enregistrez votre configuration comme brouillon en lui donnant un nom. Elle apparaît dans les configurations enregistrées de votre compte, où vous pouvez la renommer, la reprendre ou l’ajouter au panier.',
          ],
        ),
        link('Poser une autre question', '/contact-us'),
      ],
    },
    it: {
      title: 'Domande frequenti',
      metaTitle: 'FAQ: spedizioni, resi, garanzia e stime degli FPS | Rigsmith',
      metaDescription:
        'Risposte su tempi e costi di spedizione, resi, garanzia di 3 anni, come funzionano le stime degli FPS e i controlli di compatibilità, pagamenti e tracciamento.',
      blocks: [
        paragraph(
          'Le domande che ci fanno più spesso, con le risposte. Se la tua non c’è, il nostro team risponde alle email entro un giorno lavorativo.',
        ),
        heading('Ordini e spedizioni'),
        faq(
          [
            'Quanto tempo ci vuole per la consegna?',
            'Il tempo di assemblaggio più quello del corriere. I modelli pronti vengono assemblati e collaudati entro 3 giorni lavorativi, i PC personalizzati entro 5, e i componenti singoli partono il giorno lavorativo successivo se disponibili. Il corriere impiega poi 3–5 giorni lavorativi per l’Italia e la Spagna, 2–3 per la Francia, 2–4 per la Germania e 1–2 nel Regno Unito. Il carrello ti mostra la data di consegna prevista prima del pagamento.',
          ],
          [
            'Quanto costa la spedizione?',
            'Niente per ordini da 1750 €, o da 1500 £ se paghi in sterline. Sotto questa soglia, il costo per il tuo paese compare nel carrello prima del pagamento. I prezzi includono l’IVA e gli eventuali oneri di importazione: alla consegna non paghi nulla.',
          ],
          [
            'In quali paesi spedite?',
            'In Italia, Francia, Spagna, Germania e Regno Unito. Sono escluse alcune zone fuori dal territorio IVA di questi paesi, come Livigno, le Canarie o le Isole del Canale; la pagina Spedizioni le elenca.',
          ],
          [
            'Come seguo il mio ordine?',
            'Accedi e apri i tuoi ordini nell’account. Ogni ordine mostra lo stato (in attesa di pagamento, confermato, in lavorazione, spedito, completato), la data di consegna prevista e, dopo la spedizione, il numero di tracciamento. Con le notifiche sugli ordini attive, ti avvisiamo anche via email alla spedizione.',
          ],
          [
            'Posso modificare o annullare un ordine?',
            'Sì, finché non è spedito: contattaci con il numero d’ordine. Prima che inizi l’assemblaggio possiamo ancora cambiare componenti. Dopo la spedizione vale il tuo diritto di recesso di 14 giorni.',
          ],
          [
            'Quali metodi di pagamento accettate?',
            'Carte di credito e di debito Visa, Mastercard e American Express. Il pagamento è gestito dal nostro fornitore di servizi di pagamento, con 3-D Secure quando la banca lo richiede; i dati della carta non arrivano mai ai nostri server.',
          ],
          [
            'Quando viene addebitata la carta?',
            'Quando invii l’ordine, che viene confermato appena lo è il pagamento. Se un pagamento non va a buon fine, l’ordine resta in attesa per poco tempo e poi viene annullato, e i suoi componenti tornano disponibili.',
          ],
          [
            'I codici sconto valgono in tutti i paesi?',
            'Non sempre: un codice può essere limitato ad alcuni paesi, e il carrello ti avvisa se non vale per il tuo. Un codice per ordine.',
          ],
        ),
        heading('Resi e garanzia'),
        faq(
          [
            'Posso restituire un PC se ci ripenso?',
            'Sì, entro 14 giorni dalla consegna, PC personalizzati inclusi. Avvisaci: lo ritiriamo gratis e ti rimborsiamo prezzo e spedizione standard entro 14 giorni.',
          ],
          [
            'Cosa copre la garanzia?',
            '3 anni su ricambi e manodopera per ogni PC che assembliamo, con ritiro e riconsegna gratuiti. Aprire il case o fare un upgrade non la annulla; sono esclusi solo i danni provocati nel farlo. I componenti acquistati da soli hanno la garanzia del produttore.',
          ],
          [
            'Posso potenziare il PC in futuro?',
            'Sì. Ogni pagina modello indica la piattaforma (socket, tipo di memoria, alimentatore), così sai cosa sarà compatibile, e il configuratore può partire dai componenti di qualsiasi modello.',
          ],
        ),
        heading('Stime degli FPS e compatibilità'),
        faq(
          [
            'Quanto sono precise le stime degli FPS?',
            'Vengono da un unico modello: un indice di prestazioni per ogni processore e scheda video, ricavato dalle medie dei benchmark pubblicati, e un profilo per ogni gioco con le impostazioni usate nelle recensioni (preset alti, risoluzione nativa, senza upscaling né generazione di fotogrammi). Si avvicinano a quanto misurano le recensioni sullo stesso hardware, ma driver, patch, app in background e scena giocata spostano il dato reale. Sono stime, non garanzie.',
          ],
          [
            'Perché in alcuni giochi una scheda video più veloce non aumenta gli FPS?',
            'Perché lì il limite lo mette il processore. Negli esport come Counter-Strike 2 e Valorant la CPU prepara i fotogrammi più lentamente di quanto la scheda video riesca a disegnarli, soprattutto a 1080p, quindi una CPU più veloce aiuta più di una scheda più veloce. Confronta le stime di un gioco a 1080p e in 4K per capire quale dei due limita.',
          ],
          [
            'Come funziona il controllo di compatibilità?',
            'Il configuratore esegue 21 controlli a ogni modifica: socket e tipo di memoria, formati, ingombri di scheda video, dissipatore e radiatore, alloggiamenti e slot M.2, posizioni per le ventole e header ARGB, potenza dell’alimentatore con il 30% di margine e relativi connettori, ingressi del monitor. I componenti incompatibili vengono segnalati con il motivo. Il nostro server ripete gli stessi controlli prima di accettare un ordine, quindi un PC incompatibile non si può ordinare.',
          ],
          [
            'Il PC arriva con Windows?',
            'Se scegli Windows nel passaggio del sistema operativo, o se il modello lo include, lo installiamo e attiviamo con i driver aggiornati e nient’altro, e facciamo i nostri test con quello. Senza sistema operativo, il PC arriva con il disco vuoto.',
          ],
          [
            'Posso salvare una configurazione e finirla dopo?',
            'Sì. Nel configuratore salva la configurazione come bozza con un nome. La ritrovi tra le configurazioni salvate del tuo account, dove puoi rinominarla, continuare a modificarla o aggiungerla al carrello.',
          ],
        ),
        link('Facci un’altra domanda', '/contact-us'),
      ],
    },
    'es-ES': {
      title: 'Preguntas frecuentes',
      metaTitle: 'Preguntas frecuentes: envíos, devoluciones, garantía y FPS | Rigsmith',
      metaDescription:
        'Respuestas sobre plazos y costes de envío, devoluciones, la garantía de 3 años, cómo funcionan las estimaciones de FPS y la compatibilidad, pagos y seguimiento.',
      blocks: [
        paragraph(
          'Las preguntas que más nos hacen, respondidas. Si la tuya no está, nuestro equipo contesta los correos en un día laborable.',
        ),
        heading('Pedidos y envíos'),
        faq(
          [
            '¿Cuánto tarda la entrega?',
            'El tiempo de montaje más el del transportista. Los modelos montados se montan y prueban en un máximo de 3 días laborables, los PC a medida en 5, y los componentes sueltos salen al día laborable siguiente si hay stock. Después, el transportista tarda de 3 a 5 días laborables a España e Italia, de 2 a 3 a Francia, de 2 a 4 a Alemania y de 1 a 2 en Reino Unido. La cesta muestra la fecha de entrega prevista antes de pagar.',
          ],
          [
            '¿Cuánto cuesta el envío?',
            'Nada en pedidos desde 1750 €, o desde 1500 £ si pagas en libras. Por debajo, el precio para tu país aparece en la cesta antes de pagar. Los precios incluyen el IVA y los posibles gastos de importación: no pagas nada al recibirlo.',
          ],
          [
            '¿A qué países enviáis?',
            'A España, Francia, Italia, Alemania y Reino Unido. Quedan fuera algunas zonas que no pertenecen al territorio del IVA de esos países, como Canarias, Ceuta, Melilla o Livigno; la página de envíos las detalla.',
          ],
          [
            '¿Cómo sigo mi pedido?',
            'Inicia sesión y abre tus pedidos en tu cuenta. Cada pedido muestra su estado (pendiente de pago, confirmado, en curso, enviado, completado), la fecha de entrega prevista y, una vez enviado, el número de seguimiento. Si tienes activadas las notificaciones de pedidos, también te avisamos por correo cuando sale.',
          ],
          [
            '¿Puedo cambiar o cancelar un pedido?',
            'Sí, mientras no se haya enviado: escríbenos con tu número de pedido. Antes de empezar el montaje aún podemos cambiar piezas. Una vez enviado, se aplica tu derecho de desistimiento de 14 días.',
          ],
          [
            '¿Qué formas de pago aceptáis?',
            'Tarjetas de crédito y débito Visa, Mastercard y American Express. El pago lo gestiona nuestro proveedor de pagos, con 3-D Secure cuando tu banco lo pide; los datos de tu tarjeta nunca llegan a nuestros servidores.',
          ],
          [
            '¿Cuándo se cobra el pedido?',
            'Al realizar el pedido, que queda confirmado en cuanto se confirma el pago. Si un pago no se completa, el pedido espera un breve tiempo y después se cancela, y sus piezas vuelven al stock.',
          ],
          [
            '¿Los códigos de descuento valen en todos los países?',
            'No siempre: un código puede estar limitado a algunos países, y la cesta te avisa si no vale para el tuyo. Un código por pedido.',
          ],
        ),
        heading('Devoluciones y garantía'),
        faq(
          [
            '¿Puedo devolver un PC si cambio de opinión?',
            'Sí, en los 14 días naturales siguientes a recibirlo, PC a medida incluidos. Avísanos: lo recogemos gratis y te devolvemos el precio y el envío estándar en un máximo de 14 días.',
          ],
          [
            '¿Qué cubre la garantía?',
            '3 años en piezas y mano de obra en cada PC que montamos, con recogida y devolución gratuitas. Abrir la caja o ampliar el equipo no la anula; solo se excluyen los daños que se causen al hacerlo. Los componentes comprados sueltos tienen la garantía de su fabricante.',
          ],
          [
            '¿Puedo ampliar mi PC más adelante?',
            'Sí. Cada página de modelo indica su plataforma (socket, tipo de memoria, fuente de alimentación), para que sepas qué será compatible, y el configurador puede partir de las piezas de cualquier modelo.',
          ],
        ),
        heading('Estimaciones de FPS y compatibilidad'),
        faq(
          [
            '¿Qué precisión tienen las estimaciones de FPS?',
            'Salen de un único modelo: un índice de rendimiento para cada procesador y tarjeta gráfica, sacado de las medias de pruebas publicadas, y un perfil para cada juego con los ajustes que usan los análisis (preajustes altos, resolución nativa, sin escalado ni generación de fotogramas). Se acercan a lo que miden los análisis con el mismo hardware, pero los controladores, los parches, las aplicaciones en segundo plano y la escena que juegas mueven la cifra real. Son estimaciones, no garantías.',
          ],
          [
            '¿Por qué una tarjeta gráfica más rápida no sube los FPS en algunos juegos?',
            'Porque ahí el límite lo pone el procesador. En esports como Counter-Strike 2 y Valorant, la CPU prepara los fotogramas más despacio de lo que la tarjeta gráfica puede dibujarlos, sobre todo a 1080p, así que una CPU más rápida ayuda más que una tarjeta más rápida. Compara las estimaciones de un juego a 1080p y a 4K para ver cuál de los dos limita.',
          ],
          [
            '¿Cómo funciona la comprobación de compatibilidad?',
            'El configurador hace 21 comprobaciones con cada cambio: socket y tipo de memoria, formatos, espacio para la tarjeta gráfica, el disipador y el radiador, bahías y ranuras M.2, soportes de ventiladores y cabezales ARGB, potencia de la fuente con un 30 % de margen y sus conectores, y entradas del monitor. Las piezas incompatibles se marcan con el motivo. Nuestro servidor repite las mismas comprobaciones antes de aceptar un pedido, así que no se puede pedir un PC incompatible.',
          ],
          [
            '¿El PC viene con Windows?',
            'Si eliges Windows en el paso del sistema operativo, o si el modelo lo incluye, lo instalamos y activamos con los controladores al día y nada más, y hacemos nuestras pruebas con él. Sin sistema operativo, el PC llega con el disco vacío.',
          ],
          [
            '¿Puedo guardar una configuración y terminarla más tarde?',
            'Sí. En el configurador, guarda tu configuración como borrador con un nombre. Aparece en las configuraciones guardadas de tu cuenta, donde puedes renombrarla, seguir editándola o añadirla a la cesta.',
          ],
        ),
        link('Pregúntanos otra cosa', '/contact-us'),
      ],
    },
    'de-DE': {
      title: 'Häufige Fragen',
      metaTitle: 'FAQ: Versand, Rückgabe, Garantie und FPS-Schätzungen | Rigsmith',
      metaDescription:
        'Antworten zu Lieferzeiten und Versandkosten, Widerruf, 3 Jahren Garantie, unseren FPS-Schätzungen und Kompatibilitätsprüfungen, Zahlung und Sendungsverfolgung.',
      blocks: [
        paragraph(
          'Die Fragen, die wir am häufigsten hören, mit Antworten. Ist deine nicht dabei, beantwortet unser Team E-Mails innerhalb eines Werktags.',
        ),
        heading('Bestellung und Versand'),
        faq(
          [
            'Wie lange dauert die Lieferung?',
            'Bauzeit plus Versandzeit. Fertig-PCs werden innerhalb von 3 Werktagen gebaut und getestet, individuell konfigurierte PCs innerhalb von 5, und einzeln gekaufte Teile gehen am nächsten Werktag raus, wenn sie auf Lager sind. Der Paketdienst braucht dann 2–4 Werktage nach Deutschland, 2–3 nach Frankreich, 3–5 nach Italien und Spanien und 1–2 im Vereinigten Königreich. Dein Warenkorb zeigt den erwarteten Liefertermin vor der Zahlung.',
          ],
          [
            'Was kostet der Versand?',
            'Nichts ab 1.750 € Bestellwert, oder ab 1.500 £, wenn du in Pfund zahlst. Darunter zeigt dir der Warenkorb die Versandkosten für dein Land vor der Zahlung. Die Preise enthalten Mehrwertsteuer und etwaige Einfuhrabgaben, bei der Zustellung zahlst du also nichts.',
          ],
          [
            'In welche Länder liefert ihr?',
            'Nach Deutschland, Frankreich, Italien, Spanien und ins Vereinigte Königreich. Ausgenommen sind einige Gebiete außerhalb des Mehrwertsteuergebiets dieser Länder, etwa Büsingen, Helgoland, die Kanaren oder Livigno; die Versandseite nennt sie alle.',
          ],
          [
            'Wie verfolge ich meine Bestellung?',
            'Melde dich an und öffne deine Bestellungen im Konto. Jede Bestellung zeigt ihren Status (wartet auf Zahlung, bestätigt, in Bearbeitung, versandt, abgeschlossen), den erwarteten Liefertermin und nach dem Versand die Sendungsnummer. Sind Bestellbenachrichtigungen aktiv, schreiben wir dir beim Versand auch eine E-Mail.',
          ],
          [
            'Kann ich eine Bestellung ändern oder stornieren?',
            'Ja, solange sie noch nicht versandt ist: Schreib uns mit deiner Bestellnummer. Vor Baubeginn können wir noch Teile tauschen. Nach dem Versand gilt dein 14-tägiges Widerrufsrecht.',
          ],
          [
            'Welche Zahlungsarten akzeptiert ihr?',
            'Kredit- und Debitkarten von Visa, Mastercard und American Express. Die Zahlung wickelt unser Zahlungsdienstleister ab, mit 3-D Secure, wenn deine Bank es verlangt; deine Kartendaten erreichen nie unsere Server.',
          ],
          [
            'Wann wird meine Karte belastet?',
            'Wenn du die Bestellung abschickst; sie ist bestätigt, sobald die Zahlung bestätigt ist. Geht eine Zahlung nicht durch, wartet die Bestellung kurz auf Zahlung und wird dann storniert, und ihre Teile gehen zurück ins Lager.',
          ],
          [
            'Gelten Gutscheincodes in jedem Land?',
            'Nicht immer: Ein Code kann auf bestimmte Länder beschränkt sein, und der Warenkorb sagt dir, wenn er für dein Land nicht gilt. Ein Code pro Bestellung.',
          ],
        ),
        heading('Widerruf und Garantie'),
        faq(
          [
            'Kann ich einen PC zurückgeben, wenn ich es mir anders überlege?',
            'Ja, innerhalb von 14 Tagen nach Erhalt, auch individuell konfigurierte PCs. Sag uns Bescheid: Wir holen ihn kostenlos ab und erstatten Kaufpreis und Standardversand innerhalb von 14 Tagen.',
          ],
          [
            'Was deckt die Garantie ab?',
            '3 Jahre auf Teile und Arbeitszeit für jeden PC, den wir bauen, mit kostenloser Abholung und Rücksendung. Gehäuse öffnen oder aufrüsten beendet sie nicht; ausgeschlossen sind nur Schäden, die dabei entstehen. Einzeln gekaufte Komponenten haben die Garantie ihres Herstellers.',
          ],
          [
            'Kann ich meinen PC später aufrüsten?',
            'Ja. Jede Modellseite nennt die Plattform (Sockel, Speichertyp, Netzteil), damit du weißt, was später passt, und der Konfigurator kann mit den Teilen jedes Modells starten.',
          ],
        ),
        heading('FPS-Schätzungen und Kompatibilität'),
        faq(
          [
            'Wie genau sind die FPS-Schätzungen?',
            'Sie stammen aus einem Modell: ein Leistungsindex für jeden Prozessor und jede Grafikkarte aus den Durchschnittswerten veröffentlichter Benchmarks und ein Profil für jedes Spiel mit den Einstellungen aus Tests (hohe Presets, native Auflösung, ohne Upscaling oder Frame Generation). Sie liegen nah an dem, was Tests mit derselben Hardware messen, aber Treiber, Spiel-Patches, Hintergrundprogramme und die gespielte Szene verschieben den echten Wert. Es sind Schätzungen, keine Garantien.',
          ],
          [
            'Warum bringt eine schnellere Grafikkarte in manchen Spielen keine höheren FPS?',
            'Weil dort der Prozessor begrenzt. In E-Sport-Titeln wie Counter-Strike 2 und Valorant bereitet die CPU Bilder langsamer vor, als die Grafikkarte sie zeichnen kann, besonders in 1080p – eine schnellere CPU hilft dort mehr als eine schnellere Karte. Vergleiche die Schätzungen eines Spiels in 1080p und 4K, dann siehst du, welche Seite begrenzt.',
          ],
          [
            'Wie funktioniert die Kompatibilitätsprüfung?',
            'Der Konfigurator führt bei jeder Änderung 21 Prüfungen aus: Sockel und Speichertyp, Formfaktoren, Platz für Grafikkarte, Kühler und Radiator, Laufwerksschächte und M.2-Steckplätze, Lüfterplätze und ARGB-Header, Netzteilleistung mit 30 % Reserve und seine Anschlüsse sowie die Eingänge des Monitors. Inkompatible Teile werden mit dem Grund markiert. Unser Server wiederholt dieselben Prüfungen, bevor er eine Bestellung annimmt – ein inkompatibler PC lässt sich nicht bestellen.',
          ],
          [
            'Kommt der PC mit Windows?',
            'Wenn du Windows im Schritt Betriebssystem wählst oder das Modell es enthält, installieren und aktivieren wir es mit aktuellen Treibern und sonst nichts und führen unsere Tests darauf aus. Ohne Betriebssystem kommt der PC mit leerem Laufwerk.',
          ],
          [
            'Kann ich eine Konfiguration speichern und später fertigstellen?',
            'Ja. Speichere deine Konfiguration im Konfigurator als Entwurf mit einem Namen. Sie erscheint unter den gespeicherten Konfigurationen in deinem Konto, wo du sie umbenennen, weiter bearbeiten oder in den Warenkorb legen kannst.',
          ],
        ),
        link('Etwas anderes fragen', '/contact-us'),
      ],
    },
  },
};
