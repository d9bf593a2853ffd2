import type { ModelSlug, SeedModelCopy } from '../../types';

export const modelCopyIt: Record<ModelSlug, SeedModelCopy> = {
  'rigsmith-spark': {
    tagline: 'Il prezzo più basso della gamma, pensato per gli esport a 1080p',
    overview: [
      'Spark è la via più breve per giocare su PC: un AMD Ryzen 5 5600 a sei core e una Radeon RX 6600 con 8 GB di memoria video, su una scheda madre Micro-ATX. È pensato per il 1080p e per i giochi più giocati — Counter-Strike 2, Valorant, Fortnite, Minecraft — e le stime in questa pagina mostrano come va in ciascuno.',
      'Nei giochi single player più pesanti la RX 6600 si trova bene con dettagli medi o alti, e l’upscaling FSR recupera fotogrammi dove il gioco lo offre. La piattaforma AM4 e la memoria DDR4 sono ciò che tiene il prezzo così basso; sei core e dodici thread bastano comunque per un gioco, Discord e il browser insieme.',
    ],
  },
  'rigsmith-ember': {
    tagline: '1080p a dettagli alti nelle grandi uscite',
    overview: [
      'Ember abbina un Intel Core i5-12400F, sei core ad alte prestazioni e dodici thread, a una NVIDIA GeForce RTX 4060. È una scheda nata per il 1080p a dettagli alti nei giochi AAA di oggi, e il DLSS con Frame Generation spinge ancora di più i titoli impegnativi che lo supportano.',
      'La RTX 4060 assorbe circa 115 W, quindi il PC resta fresco e silenzioso anche sotto carico. La piattaforma LGA1700 con memoria DDR4 tiene il costo al livello giusto per un PC d’ingresso e lascia il budget al componente che conta di più per il frame rate: la scheda video.',
    ],
  },
  'rigsmith-pulse': {
    tagline: '1080p a dettaglio Ultra e un primo passo nel 1440p, su una piattaforma con un futuro',
    overview: [
      'Pulse unisce l’AMD Ryzen 5 7600 a sei core e una GeForce RTX 5060 Ti con 16 GB di memoria video. A 1080p fa girare i giochi a dettaglio Ultra; a 1440p regge i dettagli alti nella maggior parte dei titoli, e i 16 GB lasciano spazio ai pacchetti di texture ad alta risoluzione che le schede da 8 GB devono ridurre.',
      'Si basa su AM5 con memoria DDR5, il socket che AMD si è impegnata a supportare fino al 2027 e oltre: un Ryzen più veloce potrà montarsi in futuro sulla stessa scheda madre. Il DLSS 4 con Multi Frame Generation dà alla scheda RTX 50 un margine in più nei giochi compatibili.',
    ],
  },
  'rigsmith-nano': {
    tagline: 'Un vero PC da gaming in un case Mini-ITX, per la scrivania o la TV',
    overview: [
      'Nano porta un vero PC da gaming in un case compatto: scheda madre Mini-ITX, alimentatore SFX e dissipatore CPU a basso profilo. Dentro ci sono un AMD Ryzen 7 7700 a otto core, con TDP di 65 W, e una GeForce RTX 4060 Ti: una coppia scelta perché offre un 1080p solido e un buon 1440p senza il calore che un case piccolo non riuscirebbe a smaltire.',
      'Sta su una scrivania dove una tower non entra, oppure sotto la TV, dove con l’HDMI e un controller diventa una console da salotto con la tua libreria Steam. Ogni Nano viene assemblato con i cavi disposti per il flusso d’aria del case compatto e collaudato a pieno carico prima della spedizione, perché una build piccola lascia meno margine alle scorciatoie.',
    ],
  },
  'rigsmith-arc': {
    tagline: '1440p a dettagli alti, con spazio per lo streaming',
    overview: [
      'Arc è costruito per il 1440p a dettagli alti: una AMD Radeon RX 9060 XT con 16 GB di memoria video e upscaling FSR 4, guidata da un Intel Core i5-14600K con 14 core e 20 thread su piattaforma LGA1700 con memoria DDR5.',
      'Sono proprio quei core a rendere Arc adatto allo streaming. L’encoder hardware della scheda gestisce la diretta in AV1, HEVC o H.264, mentre i core efficienti del 14600K si occupano di OBS, della chat e delle schede del browser: il gioco tiene per sé i core ad alte prestazioni.',
    ],
  },
  'rigsmith-flux': {
    tagline: '1440p ad alto refresh, con la miglior CPU da gaming della sua generazione',
    overview: [
      'Flux è fatto per un monitor 1440p ad alta frequenza. Il suo AMD Ryzen 7 7800X3D dà a otto core 96 MB di cache L3, in gran parte impilata sul chip: è il motivo per cui ha dominato la sua generazione nei giochi. I titoli che pesano sulla CPU, come Counter-Strike 2, Valorant o l’atto cittadino di Baldur’s Gate 3, sono quelli in cui fa la differenza.',
      'La GeForce RTX 5070 con 12 GB regge il 1440p a dettagli alti, e il DLSS 4 con Multi Frame Generation aggiunge margine nei giochi che lo supportano. È la coppia per chi vuole il frame rate nei competitivi e la qualità d’immagine nel single player, senza pagare un top di gamma.',
    ],
  },
  'rigsmith-volt': {
    tagline: '1440p a dettaglio Ultra, in silenzio',
    overview: [
      'Volt fa girare il 1440p a dettaglio Ultra con una AMD Radeon RX 9070 da 16 GB di memoria video e FSR 4, una delle schede più efficienti della sua fascia. L’Intel Core Ultra 5 245K, 14 core su piattaforma LGA1851 con memoria DDR5, mantiene stabile il frame rate sia negli open world sia nelle partite multiplayer più affollate.',
      'Entrambi i chip consumano poco, così Volt si raffredda solo ad aria: un dissipatore a torre e ventole del case che girano lente, senza pompe. È il modello per chi vuole il 1440p al massimo dettaglio senza sentire il PC attraverso le cuffie.',
    ],
  },
  'rigsmith-surge': {
    tagline: '1440p a dettaglio Ultra e un primo passo nel 4K, tutto illuminato',
    overview: [
      'Surge abbina l’AMD Radeon RX 9070 XT, con 16 GB di memoria video e FSR 4, al Ryzen 7 9700X a otto core. Basta per il 1440p a dettaglio Ultra e per il 4K a dettagli alti in molti giochi; le stime in questa pagina ti dicono quali.',
      'È anche la vetrina della gamma: ventole e illuminazione ARGB dietro un pannello in vetro, collegate agli header della scheda madre così che un’unica app gestisca tutti i colori. Il 9700X, un chip Zen 5 da 65 W, lascia il budget di raffreddamento alla scheda video, dove serve di più.',
    ],
  },
  'rigsmith-nova': {
    tagline: '1440p a 165 Hz e oltre, 4K a dettagli alti',
    overview: [
      'Nova è costruito attorno all’AMD Ryzen 7 9800X3D, il processore da gaming più veloce che vendiamo. I suoi 96 MB di cache L3 ora stanno sotto i core, che così salgono di frequenza più dei precedenti X3D; nei giochi limitati dalla CPU è la differenza tra stare al passo con un monitor da 165 Hz o 240 Hz e restare indietro.',
      'La GeForce RTX 5070 Ti porta 16 GB di memoria video e il DLSS 4 con Multi Frame Generation, per il 1440p al massimo dettaglio e il 4K a dettagli alti. Un dissipatore a liquido AIO da 360 mm tiene il processore alle frequenze di boost per ore, in silenzio.',
    ],
  },
  'rigsmith-vortex': {
    tagline: '4K a dettagli alti, e una workstation quando chiudi il gioco',
    overview: [
      'Vortex punta al 4K a dettagli alti: una GeForce RTX 5080 con 16 GB di GDDR7 e DLSS 4 con Multi Frame Generation, abbinata all’Intel Core Ultra 7 265K, 20 core su piattaforma LGA1851.',
      'Si fa valere anche fuori dai giochi. I 20 core del 265K compilano, esportano e renderizzano; i due encoder video della RTX 5080 accelerano le esportazioni in Premiere Pro e DaVinci Resolve, e il supporto a CUDA e OptiX fa lo stesso in Blender. Un’unica macchina per giocare la sera e lavorare di giorno.',
    ],
  },
  'rigsmith-titan': {
    tagline: '4K a dettaglio Ultra, streaming e rendering su 16 core',
    overview: [
      'Titan fa girare il 4K a dettaglio Ultra e non rallenta quando aggiungi uno streaming o un rendering. Il suo AMD Ryzen 9 9950X3D ha 16 core e 32 thread: i giochi girano sugli otto core con 3D V-Cache, mentre codifica, compilazione e rendering usano tutti e sedici. I 64 GB di DDR5 accolgono progetti pesanti e giochi pieni di mod.',
      'La GeForce RTX 5080 con 16 GB regge i giochi in 4K e aggiunge il DLSS 4 con Multi Frame Generation. Scegli Titan invece di Vortex se le tue giornate prevedono rendering lunghi, simulazioni o grandi progetti software; per il solo gaming i due sono vicini.',
    ],
  },
  'rigsmith-zenith': {
    tagline: 'Il PC più veloce che costruiamo: 4K ad alto refresh',
    overview: [
      'Zenith è il vertice della gamma: la GeForce RTX 5090 con 32 GB di GDDR7 e l’AMD Ryzen 7 9800X3D, il processore da gaming più veloce che vendiamo. È la coppia che rende realistici il 4K ad alto refresh e il path tracing ad alta risoluzione, con in più il DLSS 4 e il Multi Frame Generation.',
      'La RTX 5090 assorbe fino a 575 W, e Zenith è costruito di conseguenza: un case full tower in cui la scheda respira, un AIO da 360 mm per il processore e un alimentatore da 1200 W con ampio margine. Niente, qui dentro, è un compromesso.',
    ],
  },
};
