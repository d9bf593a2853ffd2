import type { SeedCmsPage } from '../../types';
import { heading, link, list, paragraph } from './blocks';

export const privacyPolicyPage: SeedCmsPage = {
  type: 'privacy',
  slug: 'privacy-policy',
  content: {
    'en-GB': {
      title: 'Privacy policy',
      metaTitle: 'Privacy policy and cookies | Rigsmith',
      metaDescription:
        'How Rigsmith Ltd uses your personal data under the UK GDPR and the EU GDPR: what we collect, why, on which legal basis, for how long, your rights and cookies.',
      blocks: [
        paragraph(
          'This policy explains what personal data we collect when you use our website and buy from us, what we do with it and which rights you have. It applies to all five editions of the site.',
        ),
        heading('Who is responsible'),
        paragraph(
          'The controller is Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, United Kingdom. For anything about your data, write to privacy@rigsmith.co.uk or to that address. We process data under the UK General Data Protection Regulation and the Data Protection Act 2018 and, for customers in the European Union, under the EU General Data Protection Regulation (GDPR).',
        ),
        heading('What we collect'),
        list(
          'Account: your name, email address and password (stored only as a hash) and, if you give them, your date of birth, mobile number and email preferences.',
          'Orders: delivery addresses, phone number, the products and builds you order, prices, payment status and delivery details.',
          'Payment: your card is handled by our payment provider; we receive only the result, the card brand and the last four digits.',
          'Saved builds and basket: the parts you choose, stored in your account, or in your browser while you are not signed in.',
          'Messages: what you send us through the contact form or by email, including your order number and phone number if you give them.',
          'Technical data: IP address, browser and pages requested, in our server logs; and, only with your consent, analytics data about how you use the site.',
        ),
        heading('Why we use it, and on which legal basis'),
        list(
          'To create your account, take and deliver your orders, handle payments, returns and warranty claims, and send you service emails about them: to perform our contract with you (Article 6(1)(b) GDPR).',
          'To keep invoices and order records and meet consumer and tax law: to comply with legal obligations (Article 6(1)(c)).',
          'To keep the site secure, prevent fraud and abuse, and investigate errors: in our legitimate interests (Article 6(1)(f)), which we weigh against yours.',
          'To send marketing emails and to measure how the site is used with analytics cookies: only with your consent (Article 6(1)(a)), which you can withdraw at any time.',
        ),
        heading('How long we keep it'),
        list(
          'Account data: while your account is open. We delete it when you ask, or after 3 years without a sign-in, except the order records we must keep.',
          'Orders and invoices: as long as tax and accounting law requires, up to 10 years.',
          'Contact messages: 2 years after the matter is closed.',
          'Server logs: 30 days.',
          'Marketing consent: until you withdraw it; we keep a record of the consent and of its withdrawal.',
          'Analytics data: at most 13 months.',
        ),
        heading('Who receives it'),
        paragraph(
          'We never sell your data. We share it only with the providers who help us run the shop, under contracts that bind them to our instructions: our hosting provider, our payment provider, the couriers who deliver your order (name, address and phone number), our email delivery provider and, only if you accept analytics cookies, our analytics provider. We disclose data to authorities only when the law requires it.',
        ),
        paragraph(
          'Between the United Kingdom and the European Economic Area, data flows under adequacy decisions. If a provider processes data elsewhere, we use the safeguards the law provides, such as the European Commission’s standard contractual clauses with the UK addendum.',
        ),
        heading('Your rights'),
        list(
          'Access: a copy of the data we hold about you.',
          'Rectification: correcting data that is wrong; most of it you can edit yourself in your account.',
          'Erasure: deleting your data, except what the law requires us to keep.',
          'Restriction and objection: limiting how we use your data, or objecting to uses based on our legitimate interests; you can always object to marketing.',
          'Portability: your data in a structured, machine-readable format.',
          'Withdrawing your consent at any time, without affecting what was done before.',
        ),
        paragraph(
          'Write to privacy@rigsmith.co.uk; we answer within one month. You can also complain to a supervisory authority: in the UK, the Information Commissioner’s Office (ico.org.uk); in the EU, the data protection authority of the country where you live. Our shop is for adults: we do not knowingly collect data from children under 16.',
        ),
        heading('Cookies and local storage'),
        paragraph(
          'On your first visit, a banner asks for your choice. “Required Only” keeps to what the site needs to work. “Accept All” also allows analytics; the analytics script loads only after you accept, never before.',
        ),
        list(
          'Required: i18n_redirected remembers your edition and language (1 year).',
          'Required: your cookie choice, so that the banner does not ask again (1 year).',
          'Required: your sign-in session (1 month, or up to 1 year with “remember me”).',
          'Required: your basket and your build in progress, kept in your browser’s local storage while you are not signed in; they stay on your device until you sign in or order.',
          'Required, where enabled: a security check against bots on forms such as sign-in and contact.',
          'Analytics, only after “Accept All”: our analytics provider’s cookies, which count visits and pages viewed, kept for at most 13 months.',
        ),
        paragraph(
          'To change your choice, delete this site’s cookies in your browser: the banner appears again on your next visit.',
        ),
        heading('Security'),
        paragraph(
          'Connections to the site are encrypted. Passwords are stored only as hashes made with a memory-hard algorithm, sign-in tokens expire within minutes and are renewed, and card details never reach our servers.',
        ),
        heading('Changes to this policy'),
        paragraph(
          'When this policy changes, we publish the new version here and, if the change affects you, we tell you by email.',
        ),
        link('Contact us about your data', '/contact-us'),
      ],
    },
    'fr-FR': {
      title: 'Politique de confidentialité',
      metaTitle: 'Politique de confidentialité et cookies | Rigsmith',
      metaDescription:
        'Comment Rigsmith Ltd traite vos données personnelles selon le RGPD : données collectées, finalités, bases légales, durées de conservation, vos droits et les cookies.',
      blocks: [
        paragraph(
          'Cette politique explique quelles données personnelles nous collectons lorsque vous utilisez notre site et achetez chez nous, ce que nous en faisons et de quels droits vous disposez. Elle s’applique aux cinq éditions du site.',
        ),
        heading('Responsable du traitement'),
        paragraph(
          'Le responsable du traitement est Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Royaume-Uni. Pour toute question sur vos données, écrivez à privacy@rigsmith.co.uk ou à cette adresse. Nous traitons vos données conformément au règlement général sur la protection des données (RGPD), à la loi Informatique et Libertés pour la France et, pour le Royaume-Uni, au UK GDPR et au Data Protection Act 2018.',
        ),
        heading('Données collectées'),
        list(
          'Compte : vos nom, adresse e-mail et mot de passe (conservé uniquement sous forme d’empreinte) et, si vous les renseignez, votre date de naissance, votre numéro de mobile et vos préférences d’e-mails.',
          'Commandes : adresses de livraison, numéro de téléphone, produits et configurations commandés, prix, statut du paiement et informations de livraison.',
          'Paiement : votre carte est traitée par notre prestataire de paiement ; nous ne recevons que le résultat, le réseau de la carte et ses quatre derniers chiffres.',
          'Configurations enregistrées et panier : les pièces choisies, enregistrées dans votre compte, ou dans votre navigateur tant que vous n’êtes pas connecté.',
          'Messages : ce que vous nous envoyez via le formulaire de contact ou par e-mail, y compris votre numéro de commande et de téléphone si vous les indiquez.',
          'Données techniques : adresse IP, navigateur et pages demandées, dans nos journaux serveur ; et, uniquement avec votre consentement, des mesures d’audience sur votre utilisation du site.',
        ),
        heading('Finalités et bases légales'),
        list(
          'Créer votre compte, traiter et livrer vos commandes, gérer paiements, retours et demandes de garantie, et vous envoyer les e-mails de service correspondants : exécution du contrat (article 6.1.b du RGPD).',
          'Conserver factures et historiques de commande, respecter le droit de la consommation et le droit fiscal : obligations légales (article 6.1.c).',
          'Sécuriser le site, prévenir la fraude et les abus, analyser les erreurs : notre intérêt légitime (article 6.1.f), mis en balance avec vos droits.',
          'Vous envoyer des e-mails commerciaux et mesurer l’audience du site par des cookies analytiques : uniquement avec votre consentement (article 6.1.a), que vous pouvez retirer à tout moment.',
        ),
        heading('Durées de conservation'),
        list(
          'Données de compte : tant que le compte est ouvert. Nous les supprimons à votre demande, ou après 3 ans sans connexion, hors historiques de commande que nous devons conserver.',
          'Commandes et factures : aussi longtemps que l’exigent le droit fiscal et comptable, jusqu’à 10 ans.',
          'Messages de contact : 2 ans après la clôture de la demande.',
          'Journaux serveur : 30 jours.',
          'Consentement aux e-mails commerciaux : jusqu’à son retrait ; nous gardons la trace du consentement et de son retrait.',
          'Mesures d’audience : 13 mois au maximum.',
        ),
        heading('Destinataires'),
        paragraph(
          'Nous ne vendons jamais vos données. Nous les partageons uniquement avec les prestataires qui nous aident à faire fonctionner la boutique, liés par contrat à nos instructions : notre hébergeur, notre prestataire de paiement, les transporteurs qui livrent votre commande (nom, adresse, téléphone), notre prestataire d’envoi d’e-mails et, seulement si vous acceptez les cookies analytiques, notre outil de mesure d’audience. Nous ne communiquons des données aux autorités que lorsque la loi l’exige.',
        ),
        paragraph(
          'Entre le Royaume-Uni et l’Espace économique européen, les données circulent sur la base de décisions d’adéquation. Si un prestataire traite des données ailleurs, nous appliquons les garanties prévues par la loi, comme les clauses contractuelles types de la Commission européenne.',
        ),
        heading('Vos droits'),
        list(
          'Accès : obtenir une copie des données que nous détenons sur vous.',
          'Rectification : corriger des données inexactes ; la plupart se modifient directement dans votre compte.',
          'Effacement : supprimer vos données, sauf celles que la loi nous oblige à conserver.',
          'Limitation et opposition : restreindre l’usage de vos données ou vous opposer aux traitements fondés sur notre intérêt légitime ; vous pouvez toujours vous opposer à la prospection.',
          'Portabilité : recevoir vos données dans un format structuré et lisible par machine.',
          'Retrait du consentement à tout moment, sans effet sur ce qui a été fait auparavant.',
          'Directives post-mortem : définir le sort de vos données après votre décès.',
        ),
        paragraph(
          'Écrivez à privacy@rigsmith.co.uk ; nous répondons sous un mois. Vous pouvez aussi introduire une réclamation auprès de la CNIL (cnil.fr) ou de l’autorité de protection des données de votre pays de résidence. Notre boutique s’adresse aux adultes : nous ne collectons pas sciemment de données concernant des enfants de moins de 16 ans.',
        ),
        heading('Cookies et stockage local'),
        paragraph(
          'Lors de votre première visite, un bandeau vous demande votre choix. « Uniquement les nécessaires » s’en tient à ce dont le site a besoin pour fonctionner. « Tout accepter » autorise en plus la mesure d’audience ; le script analytique ne se charge qu’après votre accord, jamais avant.',
        ),
        list(
          'Nécessaire : i18n_redirected mémorise votre édition et votre langue (1 an).',
          'Nécessaire : votre choix en matière de cookies, pour que le bandeau ne vous le redemande pas (1 an).',
          'Nécessaire : votre session de connexion (1 mois, ou jusqu’à 1 an avec « Se souvenir de moi »).',
          'Nécessaire : votre panier et votre configuration en cours, conservés dans le stockage local de votre navigateur tant que vous n’êtes pas connecté ; ils restent sur votre appareil jusqu’à votre connexion ou votre commande.',
          'Nécessaire, si activée : une vérification anti-robots sur les formulaires comme la connexion ou le contact.',
          'Mesure d’audience, uniquement après « Tout accepter » : les cookies de notre outil d’analyse, qui comptent les visites et les pages vues, conservés 13 mois au maximum.',
        ),
        paragraph(
          'Pour modifier votre choix, supprimez les cookies de ce site dans votre navigateur : le bandeau réapparaîtra à votre prochaine visite.',
        ),
        heading('Sécurité'),
        paragraph(
          'Les connexions au site sont chiffrées. Les mots de passe ne sont conservés que sous forme d’empreintes calculées avec un algorithme résistant aux attaques par force brute, les jetons de connexion expirent en quelques minutes et sont renouvelés, et les données de carte n’atteignent jamais nos serveurs.',
        ),
        heading('Modifications'),
        paragraph(
          'Lorsque cette politique évolue, nous publions la nouvelle version ici et, si le changement vous concerne, nous vous prévenons par e-mail.',
        ),
        link('Nous contacter au sujet de vos données', '/contact-us'),
      ],
    },
    it: {
      title: 'Informativa sulla privacy',
      metaTitle: 'Informativa sulla privacy e cookie | Rigsmith',
      metaDescription:
        'Come Rigsmith Ltd tratta i tuoi dati personali ai sensi del GDPR: quali dati raccogliamo, perché, su quale base giuridica, per quanto tempo, i tuoi diritti e i cookie.',
      blocks: [
        paragraph(
          'Questa informativa, resa ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR), spiega quali dati personali raccogliamo quando usi il nostro sito e acquisti da noi, cosa ne facciamo e quali diritti hai. Vale per tutte e cinque le edizioni del sito.',
        ),
        heading('Titolare del trattamento'),
        paragraph(
          'Il titolare del trattamento è Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Regno Unito. Per qualsiasi questione sui tuoi dati scrivi a privacy@rigsmith.co.uk o a questo indirizzo. Trattiamo i dati secondo il GDPR, il Codice in materia di protezione dei dati personali (D.Lgs. 196/2003) e, per il Regno Unito, lo UK GDPR e il Data Protection Act 2018.',
        ),
        heading('Dati che raccogliamo'),
        list(
          'Account: nome, indirizzo email e password (conservata solo come hash) e, se li fornisci, data di nascita, numero di cellulare e preferenze email.',
          'Ordini: indirizzi di consegna, numero di telefono, prodotti e configurazioni ordinati, prezzi, stato del pagamento e dati di spedizione.',
          'Pagamento: la carta è gestita dal nostro fornitore di servizi di pagamento; riceviamo solo l’esito, il circuito e le ultime quattro cifre.',
          'Configurazioni salvate e carrello: i componenti scelti, salvati nel tuo account o nel browser finché non accedi.',
          'Messaggi: ciò che ci invii con il modulo di contatto o via email, compresi numero d’ordine e di telefono se li indichi.',
          'Dati tecnici: indirizzo IP, browser e pagine richieste, nei log del server; e, solo con il tuo consenso, dati statistici su come usi il sito.',
        ),
        heading('Finalità e basi giuridiche'),
        list(
          'Creare il tuo account, gestire e consegnare gli ordini, pagamenti, resi e richieste di garanzia, e inviarti le relative email di servizio: esecuzione del contratto (art. 6, par. 1, lett. b GDPR).',
          'Conservare fatture e documenti degli ordini e rispettare la normativa fiscale e a tutela dei consumatori: obblighi di legge (art. 6, par. 1, lett. c).',
          'Proteggere il sito, prevenire frodi e abusi, analizzare gli errori: nostro legittimo interesse (art. 6, par. 1, lett. f), bilanciato con i tuoi diritti.',
          'Inviarti email promozionali e misurare l’uso del sito con cookie statistici: solo con il tuo consenso (art. 6, par. 1, lett. a), che puoi revocare in qualsiasi momento.',
        ),
        heading('Per quanto tempo li conserviamo'),
        list(
          'Dati dell’account: finché l’account è attivo. Li cancelliamo su tua richiesta o dopo 3 anni senza accessi, salvo i documenti degli ordini che dobbiamo conservare.',
          'Ordini e fatture: per il tempo richiesto dalla normativa fiscale e contabile, fino a 10 anni.',
          'Messaggi di contatto: 2 anni dalla chiusura della pratica.',
          'Log del server: 30 giorni.',
          'Consenso al marketing: fino alla revoca; conserviamo traccia del consenso e della revoca.',
          'Dati statistici: al massimo 13 mesi.',
        ),
        heading('Destinatari'),
        paragraph(
          'Non vendiamo mai i tuoi dati. Li condividiamo solo con i fornitori che ci aiutano a gestire il negozio, nominati responsabili del trattamento e vincolati alle nostre istruzioni: il fornitore di hosting, il fornitore di servizi di pagamento, i corrieri che consegnano l’ordine (nome, indirizzo, telefono), il fornitore per l’invio delle email e, solo se accetti i cookie statistici, il fornitore di statistiche. Comunichiamo dati alle autorità solo quando la legge lo impone.',
        ),
        paragraph(
          'Tra il Regno Unito e lo Spazio economico europeo i dati circolano sulla base di decisioni di adeguatezza. Se un fornitore tratta dati altrove, applichiamo le garanzie previste dalla legge, come le clausole contrattuali tipo della Commissione europea.',
        ),
        heading('I tuoi diritti'),
        list(
          'Accesso: ottenere copia dei dati che conserviamo su di te.',
          'Rettifica: correggere i dati inesatti; gran parte puoi modificarla direttamente nel tuo account.',
          'Cancellazione: eliminare i tuoi dati, salvo quelli che la legge ci obbliga a conservare.',
          'Limitazione e opposizione: limitare l’uso dei dati od opporti ai trattamenti basati sul nostro legittimo interesse; puoi sempre opporti al marketing.',
          'Portabilità: ricevere i tuoi dati in un formato strutturato e leggibile da dispositivo automatico.',
          'Revoca del consenso in qualsiasi momento, senza effetti su quanto fatto prima.',
        ),
        paragraph(
          'Scrivi a privacy@rigsmith.co.uk; rispondiamo entro un mese. Puoi anche proporre reclamo al Garante per la protezione dei dati personali (garanteprivacy.it) o all’autorità del paese in cui risiedi. Il nostro negozio è rivolto agli adulti: non raccogliamo consapevolmente dati di minori di 16 anni.',
        ),
        heading('Cookie e archiviazione locale'),
        paragraph(
          'Alla prima visita un banner ti chiede di scegliere. «Solo necessari» si limita a ciò che serve al funzionamento del sito. «Accetta tutto» consente anche le statistiche; lo script statistico si carica solo dopo il tuo consenso, mai prima.',
        ),
        list(
          'Necessario: i18n_redirected ricorda la tua edizione e la lingua (1 anno).',
          'Necessario: la tua scelta sui cookie, perché il banner non te la richieda (1 anno).',
          'Necessario: la sessione di accesso (1 mese, o fino a 1 anno con «Ricordami»).',
          'Necessario: il carrello e la configurazione in corso, salvati nell’archiviazione locale del browser finché non accedi; restano sul tuo dispositivo finché non accedi o ordini.',
          'Necessario, se attivo: un controllo di sicurezza contro i bot su moduli come accesso e contatto.',
          'Statistiche, solo dopo «Accetta tutto»: i cookie del nostro fornitore di statistiche, che contano visite e pagine viste, conservati al massimo 13 mesi.',
        ),
        paragraph(
          'Per cambiare scelta, cancella i cookie di questo sito dal browser: il banner ricomparirà alla visita successiva.',
        ),
        heading('Sicurezza'),
        paragraph(
          'Le connessioni al sito sono cifrate. Le password sono conservate solo come hash calcolati con un algoritmo ad alto consumo di memoria, i token di accesso scadono in pochi minuti e vengono rinnovati, e i dati della carta non raggiungono mai i nostri server.',
        ),
        heading('Modifiche'),
        paragraph(
          'Quando questa informativa cambia, pubblichiamo qui la nuova versione e, se la modifica ti riguarda, te lo comunichiamo via email.',
        ),
        link('Contattaci per i tuoi dati', '/contact-us'),
      ],
    },
    'es-ES': {
      title: 'Política de privacidad',
      metaTitle: 'Política de privacidad y cookies | Rigsmith',
      metaDescription:
        'Cómo trata Rigsmith Ltd tus datos personales según el RGPD: qué datos recogemos, para qué, con qué base jurídica, durante cuánto tiempo, tus derechos y las cookies.',
      blocks: [
        paragraph(
          'Esta política explica qué datos personales recogemos cuando usas nuestra web y nos compras, qué hacemos con ellos y qué derechos tienes. Se aplica a las cinco ediciones del sitio.',
        ),
        heading('Responsable del tratamiento'),
        paragraph(
          'El responsable del tratamiento es Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Reino Unido. Para cualquier cuestión sobre tus datos, escribe a privacy@rigsmith.co.uk o a esa dirección. Tratamos los datos conforme al Reglamento General de Protección de Datos (RGPD), a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales y, para el Reino Unido, al UK GDPR y la Data Protection Act 2018.',
        ),
        heading('Qué datos recogemos'),
        list(
          'Cuenta: tu nombre, correo electrónico y contraseña (guardada solo como hash) y, si nos los das, tu fecha de nacimiento, tu móvil y tus preferencias de correo.',
          'Pedidos: direcciones de entrega, teléfono, productos y configuraciones pedidos, precios, estado del pago y datos de envío.',
          'Pago: tu tarjeta la gestiona nuestro proveedor de pagos; solo recibimos el resultado, la marca de la tarjeta y sus cuatro últimas cifras.',
          'Configuraciones guardadas y cesta: las piezas que eliges, guardadas en tu cuenta o en tu navegador mientras no hayas iniciado sesión.',
          'Mensajes: lo que nos envías por el formulario de contacto o por correo, incluidos tu número de pedido y tu teléfono si los indicas.',
          'Datos técnicos: dirección IP, navegador y páginas solicitadas, en los registros del servidor; y, solo con tu consentimiento, datos analíticos sobre cómo usas la web.',
        ),
        heading('Para qué los usamos y con qué base jurídica'),
        list(
          'Crear tu cuenta, gestionar y entregar tus pedidos, tramitar pagos, devoluciones y garantías, y enviarte los correos de servicio correspondientes: ejecución del contrato (artículo 6.1.b del RGPD).',
          'Conservar facturas y registros de pedidos y cumplir la normativa fiscal y de consumo: obligación legal (artículo 6.1.c).',
          'Proteger la web, prevenir el fraude y los abusos y analizar errores: nuestro interés legítimo (artículo 6.1.f), ponderado con tus derechos.',
          'Enviarte comunicaciones comerciales y medir el uso de la web con cookies analíticas: solo con tu consentimiento (artículo 6.1.a), que puedes retirar en cualquier momento.',
        ),
        heading('Cuánto tiempo los conservamos'),
        list(
          'Datos de la cuenta: mientras la cuenta esté abierta. Los suprimimos cuando lo pides o tras 3 años sin iniciar sesión, salvo los registros de pedidos que debemos conservar.',
          'Pedidos y facturas: el tiempo que exija la normativa fiscal y contable, hasta 10 años.',
          'Mensajes de contacto: 2 años desde que se cierra la consulta.',
          'Registros del servidor: 30 días.',
          'Consentimiento para comunicaciones comerciales: hasta que lo retires; guardamos constancia del consentimiento y de su retirada.',
          'Datos analíticos: 13 meses como máximo.',
        ),
        heading('Destinatarios'),
        paragraph(
          'Nunca vendemos tus datos. Solo los compartimos con los proveedores que nos ayudan a gestionar la tienda, como encargados del tratamiento sujetos a nuestras instrucciones: nuestro proveedor de alojamiento, nuestro proveedor de pagos, los transportistas que entregan tu pedido (nombre, dirección, teléfono), nuestro proveedor de envío de correos y, solo si aceptas las cookies analíticas, nuestro proveedor de analítica. Solo comunicamos datos a las autoridades cuando la ley lo exige.',
        ),
        paragraph(
          'Entre el Reino Unido y el Espacio Económico Europeo, los datos circulan al amparo de decisiones de adecuación. Si un proveedor trata datos en otro lugar, aplicamos las garantías previstas por la ley, como las cláusulas contractuales tipo de la Comisión Europea.',
        ),
        heading('Tus derechos'),
        list(
          'Acceso: obtener una copia de los datos que tenemos sobre ti.',
          'Rectificación: corregir datos inexactos; la mayoría puedes editarlos tú mismo en tu cuenta.',
          'Supresión: borrar tus datos, salvo los que la ley nos obliga a conservar.',
          'Limitación y oposición: limitar el uso de tus datos u oponerte a los tratamientos basados en nuestro interés legítimo; siempre puedes oponerte a las comunicaciones comerciales.',
          'Portabilidad: recibir tus datos en un formato estructurado y de lectura mecánica.',
          'Retirar tu consentimiento en cualquier momento, sin que afecte a lo hecho antes.',
        ),
        paragraph(
          'Escribe a privacy@rigsmith.co.uk; respondemos en un mes. También puedes reclamar ante la Agencia Española de Protección de Datos (aepd.es) o ante la autoridad del país en el que residas. Nuestra tienda está dirigida a adultos: no recogemos a sabiendas datos de menores de 16 años.',
        ),
        heading('Cookies y almacenamiento local'),
        paragraph(
          'En tu primera visita, un aviso te pide que elijas. «Solo necesarias» se limita a lo que la web necesita para funcionar. «Aceptar todo» permite además la analítica; el script de analítica solo se carga después de que aceptes, nunca antes.',
        ),
        list(
          'Necesaria: i18n_redirected recuerda tu edición y tu idioma (1 año).',
          'Necesaria: tu elección sobre cookies, para que el aviso no vuelva a preguntarte (1 año).',
          'Necesaria: tu sesión iniciada (1 mes, o hasta 1 año con «Recordarme»).',
          'Necesaria: tu cesta y tu configuración en curso, guardadas en el almacenamiento local del navegador mientras no hayas iniciado sesión; no salen de tu dispositivo hasta que inicias sesión o haces el pedido.',
          'Necesaria, si está activada: una comprobación de seguridad contra bots en formularios como el de inicio de sesión o el de contacto.',
          'Analítica, solo tras «Aceptar todo»: las cookies de nuestro proveedor de analítica, que cuentan visitas y páginas vistas, conservadas 13 meses como máximo.',
        ),
        paragraph(
          'Para cambiar tu elección, borra las cookies de esta web en tu navegador: el aviso volverá a aparecer en tu próxima visita.',
        ),
        heading('Seguridad'),
        paragraph(
          'Las conexiones con la web van cifradas. Las contraseñas se guardan solo como hashes calculados con un algoritmo de alto consumo de memoria, los tokens de sesión caducan en minutos y se renuevan, y los datos de la tarjeta nunca llegan a nuestros servidores.',
        ),
        heading('Cambios en esta política'),
        paragraph(
          'Cuando esta política cambie, publicaremos aquí la nueva versión y, si el cambio te afecta, te avisaremos por correo.',
        ),
        link('Contáctanos sobre tus datos', '/contact-us'),
      ],
    },
    'de-DE': {
      title: 'Datenschutzerklärung',
      metaTitle: 'Datenschutzerklärung und Cookies | Rigsmith',
      metaDescription:
        'Wie Rigsmith Ltd deine personenbezogenen Daten nach der DSGVO verarbeitet: welche Daten, wofür, auf welcher Rechtsgrundlage, wie lange, deine Rechte und Cookies.',
      blocks: [
        paragraph(
          'Diese Datenschutzerklärung erklärt, welche personenbezogenen Daten wir erheben, wenn du unsere Website nutzt und bei uns kaufst, was wir damit tun und welche Rechte du hast. Sie gilt für alle fünf Ausgaben der Website.',
        ),
        heading('Verantwortlicher'),
        paragraph(
          'Verantwortlich ist die Rigsmith Ltd, 14 Anvilmere Street, London E9 7ZZ, Vereinigtes Königreich. Bei allen Fragen zu deinen Daten schreib an privacy@rigsmith.co.uk oder an diese Anschrift. Wir verarbeiten Daten nach der Datenschutz-Grundverordnung (DSGVO), dem Bundesdatenschutzgesetz (BDSG) und dem TDDDG sowie, für das Vereinigte Königreich, nach der UK GDPR und dem Data Protection Act 2018.',
        ),
        heading('Welche Daten wir erheben'),
        list(
          'Konto: Name, E-Mail-Adresse und Passwort (nur als Hash gespeichert) sowie, wenn du sie angibst, Geburtsdatum, Mobilnummer und E-Mail-Einstellungen.',
          'Bestellungen: Lieferadressen, Telefonnummer, bestellte Produkte und Konfigurationen, Preise, Zahlungsstatus und Versanddaten.',
          'Zahlung: Deine Karte verarbeitet unser Zahlungsdienstleister; wir erhalten nur das Ergebnis, die Kartenmarke und die letzten vier Ziffern.',
          'Gespeicherte Konfigurationen und Warenkorb: die gewählten Teile, gespeichert in deinem Konto oder in deinem Browser, solange du nicht angemeldet bist.',
          'Nachrichten: was du uns über das Kontaktformular oder per E-Mail schickst, einschließlich Bestell- und Telefonnummer, wenn du sie angibst.',
          'Technische Daten: IP-Adresse, Browser und aufgerufene Seiten in unseren Server-Logs; und nur mit deiner Einwilligung Analysedaten dazu, wie du die Website nutzt.',
        ),
        heading('Zwecke und Rechtsgrundlagen'),
        list(
          'Dein Konto anlegen, Bestellungen abwickeln und liefern, Zahlungen, Widerrufe und Garantiefälle bearbeiten und dir die zugehörigen Service-E-Mails schicken: Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).',
          'Rechnungen und Bestellunterlagen aufbewahren und Verbraucher- sowie Steuerrecht einhalten: rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO).',
          'Die Website absichern, Betrug und Missbrauch verhindern, Fehler untersuchen: unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO), abgewogen gegen deine Interessen.',
          'Werbe-E-Mails senden und die Nutzung der Website mit Analyse-Cookies messen: nur mit deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), die du jederzeit widerrufen kannst.',
        ),
        heading('Speicherdauer'),
        list(
          'Kontodaten: solange dein Konto besteht. Wir löschen sie auf Wunsch oder nach 3 Jahren ohne Anmeldung, ausgenommen Bestellunterlagen, die wir aufbewahren müssen.',
          'Bestellungen und Rechnungen: so lange, wie Steuer- und Handelsrecht es verlangen, bis zu 10 Jahre.',
          'Kontaktanfragen: 2 Jahre nach Abschluss.',
          'Server-Logs: 30 Tage.',
          'Werbeeinwilligung: bis zu deinem Widerruf; Einwilligung und Widerruf dokumentieren wir.',
          'Analysedaten: höchstens 13 Monate.',
        ),
        heading('Empfänger'),
        paragraph(
          'Wir verkaufen deine Daten nie. Wir geben sie nur an Dienstleister weiter, die uns beim Betrieb des Shops helfen und als Auftragsverarbeiter an unsere Weisungen gebunden sind: unseren Hosting-Anbieter, unseren Zahlungsdienstleister, die Paketdienste, die deine Bestellung zustellen (Name, Anschrift, Telefonnummer), unseren E-Mail-Versanddienst und, nur wenn du Analyse-Cookies akzeptierst, unseren Analyseanbieter. Behörden erhalten Daten nur, wenn das Gesetz es verlangt.',
        ),
        paragraph(
          'Zwischen dem Vereinigten Königreich und dem Europäischen Wirtschaftsraum fließen Daten auf Grundlage von Angemessenheitsbeschlüssen. Verarbeitet ein Dienstleister Daten anderswo, nutzen wir die gesetzlich vorgesehenen Garantien, etwa die Standardvertragsklauseln der Europäischen Kommission.',
        ),
        heading('Deine Rechte'),
        list(
          'Auskunft: eine Kopie der Daten, die wir über dich speichern (Art. 15 DSGVO).',
          'Berichtigung: falsche Daten korrigieren; das meiste kannst du selbst in deinem Konto ändern (Art. 16).',
          'Löschung: deine Daten löschen, außer denen, die wir gesetzlich aufbewahren müssen (Art. 17).',
          'Einschränkung und Widerspruch: die Nutzung deiner Daten einschränken oder Verarbeitungen auf Grundlage unseres berechtigten Interesses widersprechen; Werbung kannst du immer widersprechen (Art. 18 und 21).',
          'Datenübertragbarkeit: deine Daten in einem strukturierten, maschinenlesbaren Format (Art. 20).',
          'Widerruf deiner Einwilligung jederzeit, ohne dass die bisherige Verarbeitung unrechtmäßig wird (Art. 7 Abs. 3).',
        ),
        paragraph(
          'Schreib an privacy@rigsmith.co.uk; wir antworten innerhalb eines Monats. Du kannst dich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der Behörde deines Bundeslandes. Unser Shop richtet sich an Erwachsene: Wir erheben wissentlich keine Daten von Kindern unter 16 Jahren.',
        ),
        heading('Cookies und lokaler Speicher'),
        paragraph(
          'Bei deinem ersten Besuch fragt ein Banner nach deiner Wahl. „Nur notwendige“ beschränkt sich auf das, was die Website zum Funktionieren braucht. „Alle akzeptieren“ erlaubt zusätzlich die Analyse; das Analyse-Skript wird erst nach deiner Zustimmung geladen, nie vorher.',
        ),
        list(
          'Notwendig: i18n_redirected merkt sich deine Ausgabe und Sprache (1 Jahr).',
          'Notwendig: deine Cookie-Auswahl, damit das Banner nicht erneut fragt (1 Jahr).',
          'Notwendig: deine Anmeldesitzung (1 Monat, oder bis zu 1 Jahr mit „Angemeldet bleiben“).',
          'Notwendig: dein Warenkorb und deine begonnene Konfiguration im lokalen Speicher deines Browsers, solange du nicht angemeldet bist; sie bleiben auf deinem Gerät, bis du dich anmeldest oder bestellst.',
          'Notwendig, wenn aktiviert: eine Sicherheitsprüfung gegen Bots bei Formularen wie Anmeldung und Kontakt.',
          'Analyse, nur nach „Alle akzeptieren“: die Cookies unseres Analyseanbieters, die Besuche und Seitenaufrufe zählen, höchstens 13 Monate gespeichert.',
        ),
        paragraph(
          'Um deine Wahl zu ändern, lösche die Cookies dieser Website in deinem Browser: Das Banner erscheint bei deinem nächsten Besuch erneut.',
        ),
        heading('Sicherheit'),
        paragraph(
          'Verbindungen zur Website sind verschlüsselt. Passwörter speichern wir nur als Hashes, berechnet mit einem speicherintensiven Verfahren, Anmelde-Tokens laufen nach wenigen Minuten ab und werden erneuert, und Kartendaten erreichen nie unsere Server.',
        ),
        heading('Änderungen'),
        paragraph(
          'Ändert sich diese Erklärung, veröffentlichen wir die neue Fassung hier und informieren dich per E-Mail, wenn die Änderung dich betrifft.',
        ),
        link('Kontakt zum Datenschutz', '/contact-us'),
      ],
    },
  },
};
