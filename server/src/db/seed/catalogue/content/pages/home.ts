import type { SeedCmsPage } from '../../types';
import { heading, link, list, paragraph } from './blocks';

export const homePage: SeedCmsPage = {
  type: 'home',
  slug: 'home',
  content: {
    'en-GB': {
      title: 'Rigsmith: gaming PCs, built to your frame rate',
      metaTitle: 'Gaming PCs built to your frame rate | Rigsmith',
      metaDescription:
        'Pre-built and custom gaming PCs with FPS estimates for the games you play at 1080p, 1440p and 4K. Built and tested in London, with a 3-year warranty.',
      blocks: [
        heading('Gaming PCs, built to your frame rate'),
        paragraph(
          'Tell us what you play and the frame rate you want. Every Rigsmith PC shows its estimated FPS in each game we list, at 1080p, 1440p and 4K, before you buy. We build it by hand, test it for 6 hours and ship it within days.',
        ),
        link('Browse gaming PCs', '/gaming-pcs'),
        link('Build your own', '/custom-pc-builder/customiser'),
        heading('Why Rigsmith'),
        list(
          'FPS before you pay: estimates for every PC in every game we list, at three resolutions, from one documented model.',
          'A range of pre-built PCs from entry level to flagship, or any build you configure part by part.',
          '21 compatibility checks run on every change in the customiser, and again on our server before we accept an order.',
          'Power supplies sized with 30% headroom over the build’s estimated peak draw.',
          '3 years of parts and labour on every PC, collection and return included.',
          'Free delivery from £1,500 or €1,750 to the UK, France, Italy, Spain and Germany.',
        ),
        link('Find a PC by budget', '/builds-by-budget'),
        link('Find a PC by frame rate', '/builds-by-fps'),
        heading('How our FPS estimates work'),
        paragraph(
          'Every processor and graphics card in our catalogue has a performance index drawn from published benchmark averages: 100 is a Ryzen 7 7800X3D for processors and a GeForce RTX 4090 for graphics cards. Every game has a profile: how fast it runs on that graphics card at each resolution, and the frame rate that processor can feed it.',
        ),
        paragraph(
          'The estimate follows the slower of the two sides, what the graphics card can draw and what the processor can prepare, and blends them where they are close, as real hardware does. Settings are the high presets reviews use, at native resolution, without upscaling or frame generation; DLSS or FSR adds frames on top. Drivers, game patches and the scene you play all move the real figure, so we show these as estimates.',
        ),
        link('See the games we estimate', '/games'),
        heading('Built by hand, tested before it ships'),
        list(
          'One technician builds your PC from start to finish and signs its build sheet.',
          'Cables routed for airflow, BIOS updated, memory profile (EXPO or XMP) enabled and verified.',
          'Windows installed with current drivers and nothing else, when you order it.',
          '6 hours of stress tests on the processor, memory and graphics card, with temperatures and noise checked against the limits we set for that build.',
          'Packed with foam inserts that hold the graphics card and cooler in place on the road.',
        ),
        heading('A 3-year warranty'),
        paragraph(
          'Every Rigsmith PC, pre-built or custom, is covered for 3 years on parts and labour. If something fails, we collect it, repair it within 5 working days of it reaching us and send it back, at no cost to you. Upgrading your PC does not void the warranty.',
        ),
        link('Warranty details', '/warranty'),
      ],
    },
    'fr-FR': {
      title: 'Rigsmith : des PC gamer taillés pour votre fréquence d’images',
      metaTitle: 'PC gamer taillés pour votre fréquence d’images | Rigsmith',
      metaDescription:
        'PC gamer prêts à jouer ou sur mesure, avec des estimations de FPS en 1080p, 1440p et 4K pour vos jeux. Assemblés et testés à Londres, garantis 3 ans.',
      blocks: [
        heading('Des PC gamer taillés pour votre fréquence d’images'),
        paragraph(
          'Dites-nous à quoi vous jouez et la fréquence d’images que vous visez. Chaque PC Rigsmith affiche ses FPS estimés dans chacun des jeux de notre liste, en 1080p, 1440p et 4K, avant l’achat. Nous l’assemblons à la main, le testons pendant 6 heures et l’expédions en quelques jours.',
        ),
        link('Voir les PC gamer', '/gaming-pcs'),
        link('Configurer mon PC', '/custom-pc-builder/customiser'),
        heading('Pourquoi Rigsmith'),
        list(
          'Les FPS avant de payer : des estimations pour chaque PC dans chaque jeu de notre liste, en trois résolutions, issues d’un seul modèle documenté.',
          'Une gamme de PC prêts à jouer, de l’entrée de gamme au haut de gamme, ou la configuration que vous composez pièce par pièce.',
          '21 vérifications de compatibilité à chaque modification dans le configurateur, puis de nouveau sur notre serveur avant d’accepter la commande.',
          'Des alimentations dimensionnées avec 30 % de marge sur la consommation de pointe estimée de la configuration.',
          '3 ans de garantie pièces et main-d’œuvre sur chaque PC, enlèvement et retour compris.',
          'Livraison offerte dès 1 750 € en France, en Italie, en Espagne, en Allemagne et au Royaume-Uni.',
        ),
        link('Trouver un PC selon mon budget', '/builds-by-budget'),
        link('Trouver un PC selon les FPS visés', '/builds-by-fps'),
        heading('Comment nous estimons les FPS'),
        paragraph(
          'Chaque processeur et chaque carte graphique de notre catalogue a un indice de performance tiré des moyennes de tests publiés : 100 correspond à un Ryzen 7 7800X3D pour les processeurs et à une GeForce RTX 4090 pour les cartes graphiques. Chaque jeu a un profil : sa vitesse sur cette carte graphique à chaque résolution, et la fréquence d’images que ce processeur peut lui fournir.',
        ),
        paragraph(
          'L’estimation suit le plus lent des deux, ce que la carte graphique peut afficher et ce que le processeur peut préparer, et les combine quand ils sont proches, comme le fait le vrai matériel. Les réglages sont les préréglages élevés utilisés par les tests, en résolution native, sans upscaling ni génération d’images ; le DLSS ou le FSR ajoutent des images par-dessus. Pilotes, correctifs et scène jouée font varier le chiffre réel : ce sont donc des estimations.',
        ),
        link('Voir les jeux estimés', '/games'),
        heading('Assemblés à la main, testés avant de partir'),
        list(
          'Un seul technicien assemble votre PC du début à la fin et signe sa fiche de montage.',
          'Câbles disposés pour la circulation d’air, BIOS à jour, profil mémoire (EXPO ou XMP) activé et vérifié.',
          'Windows installé avec les pilotes à jour et rien d’autre, si vous le commandez.',
          '6 heures de tests de charge sur le processeur, la mémoire et la carte graphique, avec températures et bruit contrôlés selon les limites fixées pour cette configuration.',
          'Emballé avec des cales en mousse qui maintiennent la carte graphique et le ventirad pendant le transport.',
        ),
        heading('Une garantie de 3 ans'),
        paragraph(
          'Chaque PC Rigsmith, prêt à jouer ou sur mesure, est garanti 3 ans pièces et main-d’œuvre. En cas de panne, nous venons le chercher, le réparons sous 5 jours ouvrés après réception et vous le renvoyons, sans frais. Faire évoluer votre PC n’annule pas la garantie.',
        ),
        link('En savoir plus sur la garantie', '/warranty'),
      ],
    },
    it: {
      title: 'Rigsmith: PC da gaming costruiti per il tuo frame rate',
      metaTitle: 'PC da gaming costruiti per il tuo frame rate | Rigsmith',
      metaDescription:
        'PC da gaming pronti o personalizzati, con stime degli FPS a 1080p, 1440p e 4K nei giochi a cui giochi. Assemblati e collaudati a Londra, garanzia 3 anni.',
      blocks: [
        heading('PC da gaming costruiti per il tuo frame rate'),
        paragraph(
          'Dicci a cosa giochi e quale frame rate vuoi. Ogni PC Rigsmith mostra gli FPS stimati in ciascun gioco della nostra lista, a 1080p, 1440p e 4K, prima dell’acquisto. Lo assembliamo a mano, lo collaudiamo per 6 ore e lo spediamo in pochi giorni.',
        ),
        link('Scopri i PC da gaming', '/gaming-pcs'),
        link('Configura il tuo PC', '/custom-pc-builder/customiser'),
        heading('Perché Rigsmith'),
        list(
          'Gli FPS prima di pagare: stime per ogni PC in ogni gioco della lista, in tre risoluzioni, da un unico modello documentato.',
          'Una gamma di PC pronti, dall’entry level al top di gamma, oppure la configurazione che componi pezzo per pezzo.',
          '21 controlli di compatibilità a ogni modifica nel configuratore, e di nuovo sul nostro server prima di accettare l’ordine.',
          'Alimentatori dimensionati con il 30% di margine sul picco di consumo stimato della configurazione.',
          '3 anni di garanzia su ricambi e manodopera per ogni PC, ritiro e riconsegna inclusi.',
          'Spedizione gratuita da 1750 € in Italia, Francia, Spagna, Germania e Regno Unito.',
        ),
        link('Trova un PC per budget', '/builds-by-budget'),
        link('Trova un PC per frame rate', '/builds-by-fps'),
        heading('Come stimiamo gli FPS'),
        paragraph(
          'Ogni processore e ogni scheda video del catalogo ha un indice di prestazioni ricavato dalle medie dei benchmark pubblicati: 100 è un Ryzen 7 7800X3D per i processori e una GeForce RTX 4090 per le schede video. Ogni gioco ha un profilo: quanto va veloce con quella scheda video a ogni risoluzione, e quanti fotogrammi quel processore riesce a preparargli.',
        ),
        paragraph(
          'La stima segue il più lento dei due lati, ciò che la scheda video riesce a disegnare e ciò che il processore riesce a preparare, e li combina quando sono vicini, come fa l’hardware vero. Le impostazioni sono i preset alti usati nelle recensioni, a risoluzione nativa, senza upscaling né generazione di fotogrammi; DLSS o FSR aggiungono fotogrammi in più. Driver, patch dei giochi e scena giocata spostano il dato reale: per questo le mostriamo come stime.',
        ),
        link('Vedi i giochi stimati', '/games'),
        heading('Assemblati a mano, collaudati prima della spedizione'),
        list(
          'Un solo tecnico assembla il tuo PC dall’inizio alla fine e firma la sua scheda di montaggio.',
          'Cavi disposti per il flusso d’aria, BIOS aggiornato, profilo della memoria (EXPO o XMP) attivato e verificato.',
          'Windows installato con i driver aggiornati e nient’altro, se lo ordini.',
          '6 ore di stress test su processore, memoria e scheda video, con temperature e rumorosità verificate rispetto ai limiti fissati per quella configurazione.',
          'Imballato con inserti in schiuma che tengono ferme scheda video e dissipatore durante il viaggio.',
        ),
        heading('Una garanzia di 3 anni'),
        paragraph(
          'Ogni PC Rigsmith, pronto o personalizzato, è coperto per 3 anni su ricambi e manodopera. Se qualcosa si guasta lo ritiriamo, lo ripariamo entro 5 giorni lavorativi dall’arrivo e te lo rispediamo, senza costi. Fare un upgrade non annulla la garanzia.',
        ),
        link('Dettagli sulla garanzia', '/warranty'),
      ],
    },
    'es-ES': {
      title: 'Rigsmith: PC gaming construidos para tu tasa de fotogramas',
      metaTitle: 'PC gaming construidos para tu tasa de fotogramas | Rigsmith',
      metaDescription:
        'PC gaming montados o a medida, con FPS estimados a 1080p, 1440p y 4K en los juegos a los que juegas. Montados y probados en Londres, con 3 años de garantía.',
      blocks: [
        heading('PC gaming construidos para tu tasa de fotogramas'),
        paragraph(
          'Dinos a qué juegas y cuántos FPS quieres. Cada PC Rigsmith muestra sus FPS estimados en cada juego de nuestra lista, a 1080p, 1440p y 4K, antes de comprarlo. Lo montamos a mano, lo probamos durante 6 horas y lo enviamos en pocos días.',
        ),
        link('Ver PC gaming', '/gaming-pcs'),
        link('Configura tu PC', '/custom-pc-builder/customiser'),
        heading('Por qué Rigsmith'),
        list(
          'Los FPS antes de pagar: estimaciones para cada PC en cada juego de la lista, en tres resoluciones, con un único modelo documentado.',
          'Una gama de PC montados, de la gama de entrada a la más alta, o el equipo que configures pieza a pieza.',
          '21 comprobaciones de compatibilidad con cada cambio en el configurador, y otra vez en nuestro servidor antes de aceptar el pedido.',
          'Fuentes de alimentación con un 30 % de margen sobre el consumo máximo estimado del equipo.',
          '3 años de garantía en piezas y mano de obra en cada PC, con recogida y devolución incluidas.',
          'Envío gratis desde 1750 € a España, Francia, Italia, Alemania y Reino Unido.',
        ),
        link('Buscar un PC por presupuesto', '/builds-by-budget'),
        link('Buscar un PC por FPS', '/builds-by-fps'),
        heading('Cómo estimamos los FPS'),
        paragraph(
          'Cada procesador y cada tarjeta gráfica del catálogo tiene un índice de rendimiento sacado de las medias de pruebas publicadas: 100 es un Ryzen 7 7800X3D en procesadores y una GeForce RTX 4090 en tarjetas gráficas. Cada juego tiene un perfil: lo rápido que va con esa tarjeta gráfica en cada resolución y los fotogramas que ese procesador es capaz de prepararle.',
        ),
        paragraph(
          'La estimación sigue al más lento de los dos, lo que la tarjeta gráfica puede dibujar y lo que el procesador puede preparar, y los combina cuando están cerca, como hace el hardware real. Los ajustes son los preajustes altos que usan los análisis, a resolución nativa, sin escalado ni generación de fotogramas; el DLSS o el FSR suman fotogramas por encima. Los controladores, los parches y la escena que juegas mueven la cifra real, por eso las mostramos como estimaciones.',
        ),
        link('Ver los juegos estimados', '/games'),
        heading('Montados a mano, probados antes de salir'),
        list(
          'Un solo técnico monta tu PC de principio a fin y firma su hoja de montaje.',
          'Cableado pensado para el flujo de aire, BIOS actualizada y perfil de memoria (EXPO o XMP) activado y comprobado.',
          'Windows instalado con los controladores al día y nada más, si lo pides.',
          '6 horas de pruebas de estrés en procesador, memoria y tarjeta gráfica, con temperaturas y ruido comprobados frente a los límites que fijamos para ese equipo.',
          'Embalado con piezas de espuma que sujetan la tarjeta gráfica y el disipador durante el viaje.',
        ),
        heading('Una garantía de 3 años'),
        paragraph(
          'Cada PC Rigsmith, montado o a medida, tiene 3 años de garantía en piezas y mano de obra. Si algo falla, lo recogemos, lo reparamos en un máximo de 5 días laborables desde su llegada y te lo devolvemos, sin coste. Ampliar tu PC no anula la garantía.',
        ),
        link('Detalles de la garantía', '/warranty'),
      ],
    },
    'de-DE': {
      title: 'Rigsmith: Gaming-PCs, gebaut für deine Bildrate',
      metaTitle: 'Gaming-PCs, gebaut für deine Bildrate | Rigsmith',
      metaDescription:
        'Fertige und individuell konfigurierte Gaming-PCs mit FPS-Schätzungen für deine Spiele in 1080p, 1440p und 4K. In London gebaut und getestet, 3 Jahre Garantie.',
      blocks: [
        heading('Gaming-PCs, gebaut für deine Bildrate'),
        paragraph(
          'Sag uns, was du spielst und welche Bildrate du willst. Jeder Rigsmith-PC zeigt vor dem Kauf seine geschätzten FPS in jedem Spiel unserer Liste, in 1080p, 1440p und 4K. Wir bauen ihn von Hand, testen ihn 6 Stunden lang und verschicken ihn innerhalb weniger Tage.',
        ),
        link('Gaming-PCs ansehen', '/gaming-pcs'),
        link('PC selbst konfigurieren', '/custom-pc-builder/customiser'),
        heading('Warum Rigsmith'),
        list(
          'FPS vor dem Bezahlen: Schätzungen für jeden PC in jedem Spiel unserer Liste, in drei Auflösungen, aus einem dokumentierten Modell.',
          'Eine Reihe von Fertig-PCs vom Einstieg bis zum Flaggschiff, oder jede Konfiguration, die du Teil für Teil zusammenstellst.',
          '21 Kompatibilitätsprüfungen bei jeder Änderung im Konfigurator, und noch einmal auf unserem Server, bevor wir eine Bestellung annehmen.',
          'Netzteile mit 30 % Reserve über der geschätzten Spitzenleistung der Konfiguration.',
          '3 Jahre Garantie auf Teile und Arbeitszeit für jeden PC, Abholung und Rücksendung inklusive.',
          'Versandkostenfrei ab 1.750 € nach Deutschland, Frankreich, Italien, Spanien und ins Vereinigte Königreich.',
        ),
        link('PC nach Budget finden', '/builds-by-budget'),
        link('PC nach Bildrate finden', '/builds-by-fps'),
        heading('So schätzen wir die FPS'),
        paragraph(
          'Jeder Prozessor und jede Grafikkarte in unserem Sortiment hat einen Leistungsindex aus den Durchschnittswerten veröffentlichter Benchmarks: 100 entspricht einem Ryzen 7 7800X3D bei Prozessoren und einer GeForce RTX 4090 bei Grafikkarten. Jedes Spiel hat ein Profil: wie schnell es auf dieser Grafikkarte in jeder Auflösung läuft und wie viele Bilder dieser Prozessor ihm liefern kann.',
        ),
        paragraph(
          'Die Schätzung folgt der langsameren Seite – dem, was die Grafikkarte zeichnen, und dem, was der Prozessor vorbereiten kann – und verrechnet beide, wo sie nah beieinanderliegen, so wie echte Hardware. Die Einstellungen sind die hohen Presets aus Tests, in nativer Auflösung, ohne Upscaling oder Frame Generation; DLSS oder FSR bringen zusätzliche Bilder. Treiber, Spiel-Patches und die gespielte Szene verschieben den echten Wert, deshalb zeigen wir Schätzungen.',
        ),
        link('Geschätzte Spiele ansehen', '/games'),
        heading('Von Hand gebaut, vor dem Versand getestet'),
        list(
          'Ein Techniker baut deinen PC von Anfang bis Ende und unterschreibt sein Aufbauprotokoll.',
          'Kabel für den Luftstrom verlegt, BIOS aktualisiert, Speicherprofil (EXPO oder XMP) aktiviert und geprüft.',
          'Windows mit aktuellen Treibern und sonst nichts installiert, wenn du es mitbestellst.',
          '6 Stunden Belastungstests für Prozessor, Arbeitsspeicher und Grafikkarte, mit Temperaturen und Lautstärke geprüft gegen die Grenzwerte, die wir für diese Konfiguration festlegen.',
          'Verpackt mit Schaumstoffeinlagen, die Grafikkarte und Kühler während des Transports fixieren.',
        ),
        heading('3 Jahre Garantie'),
        paragraph(
          'Jeder Rigsmith-PC, ob Fertig-PC oder individuell konfiguriert, hat 3 Jahre Garantie auf Teile und Arbeitszeit. Fällt etwas aus, holen wir ihn ab, reparieren ihn innerhalb von 5 Werktagen nach Eingang und schicken ihn zurück, ohne Kosten für dich. Aufrüsten beendet die Garantie nicht.',
        ),
        link('Mehr zur Garantie', '/warranty'),
      ],
    },
  },
};
