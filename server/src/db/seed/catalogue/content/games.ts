import type { Resolution } from '@pcshop/stores/schemas';
import type { Localised } from '../../../schema/catalogue';
import type { SeedGame } from '../types';
import { typeset } from './typography';

/*
 * Where the FPS profiles come from
 *
 * Each profile feeds the estimation model of stores/src/domain/fps.ts: `referenceFps` is the frame
 * rate of a perfIndex-100 GPU (GeForce RTX 4090) with no CPU limit, `cpuLimitFps` the cap of a
 * perfIndex-100 CPU (Ryzen 7 7800X3D). They are fitted so that the model, given an RTX 4090 and a
 * Ryzen 7 7800X3D, reproduces the averages that published reviews measured with that pair (or an
 * equally fast CPU) — `reviewAverages` below, which content.test.ts holds every profile to:
 *
 * - GPU side: TechPowerUp's per-game performance reviews and RTX 4090 / RTX 50-series reviews,
 *   ComputerBase and PC Games Hardware game benchmarks, NVIDIA's published figures for the
 *   path-traced Alan Wake 2, PCOptimizedSettings for Marvel Rivals (2023–2025).
 * - CPU side: the CPU-bound 1080p results of Hardware Unboxed / TechSpot, TechPowerUp and
 *   TheFPSReview for the Ryzen 7 7800X3D, 9700X and 9800X3D (RTX 4090, 1080p, high settings).
 * - Figures are rounded averages over the reviews' test scenes, not peaks.
 *
 * Settings assumed (unless the game's entry says otherwise): the highest standard quality preset
 * reviews use, native resolution (no DLSS, FSR or XeSS upscaling), no frame generation, ray
 * tracing off. Where a reference figure at 1080p is capped by the CPU in reviews, the GPU-side
 * `referenceFps` is set above it so that weaker cards scale from the GPU's real throughput.
 *
 * Two games are deliberate extremes: Counter-Strike 2 and Valorant are CPU-bound in the hundreds,
 * Alan Wake 2 is measured with path tracing (RT High) and is GPU-bound at every resolution.
 * Elden Ring is left out: its engine caps it at 60 FPS, which the model does not represent.
 * Apex Legends' engine caps it at 300 FPS; its CPU cap is set so that no build in the range exceeds
 * it. Minecraft has no review standard: Java Edition 1.21 without mods or shaders, 16-chunk render
 * distance, Fancy graphics, from community benchmarks; it is CPU-bound almost regardless of GPU.
 */

export const gameSlugs = [
  'cyberpunk-2077',
  'counter-strike-2',
  'fortnite',
  'call-of-duty-black-ops-6',
  'baldurs-gate-3',
  'valorant',
  'apex-legends',
  'red-dead-redemption-2',
  'alan-wake-2',
  'marvel-rivals',
  'black-myth-wukong',
  'minecraft',
  'forza-horizon-5',
  'hogwarts-legacy',
] as const;
export type GameSlug = (typeof gameSlugs)[number];

export interface ReviewAverage {
  /** The settings the reviews (and so the shop's estimates) use. */
  settings: string;
  /** Average FPS measured with an RTX 4090 and a Ryzen 7 7800X3D-class CPU, rounded. */
  fps: Record<Resolution, number>;
}

/** The published averages each profile is fitted to (see above). */
export const reviewAverages: Record<GameSlug, ReviewAverage> = {
  'cyberpunk-2077': {
    settings: 'Ultra preset, ray tracing off, version 2.x, built-in benchmark',
    fps: { '1080p': 215, '1440p': 150, '4k': 76 },
  },
  'counter-strike-2': {
    settings: 'Very High preset, 4× MSAA, Dust II / Ancient demo runs',
    fps: { '1080p': 540, '1440p': 510, '4k': 385 },
  },
  fortnite: {
    settings: 'DirectX 12, High preset, Nanite on, hardware ray tracing off, 100 % resolution',
    fps: { '1080p': 240, '1440p': 190, '4k': 108 },
  },
  'call-of-duty-black-ops-6': {
    settings: 'Extreme preset, native resolution, built-in benchmark',
    fps: { '1080p': 240, '1440p': 180, '4k': 106 },
  },
  'baldurs-gate-3': {
    settings: 'Ultra preset, DirectX 11, Act 1 and Act 3 scenes averaged',
    fps: { '1080p': 185, '1440p': 158, '4k': 97 },
  },
  valorant: {
    settings: 'High settings, 4× MSAA, practice range and match replays',
    fps: { '1080p': 780, '1440p': 760, '4k': 620 },
  },
  'apex-legends': {
    settings: 'Highest settings, fps_max unlocked to the 300 FPS engine cap',
    fps: { '1080p': 258, '1440p': 252, '4k': 195 },
  },
  'red-dead-redemption-2': {
    settings: 'Vulkan, quality settings at maximum except MSAA off, TAA high',
    fps: { '1080p': 175, '1440p': 150, '4k': 100 },
  },
  'alan-wake-2': {
    settings: 'High preset with ray tracing High (path tracing), native, no ray reconstruction',
    fps: { '1080p': 89, '1440p': 63, '4k': 33 },
  },
  'marvel-rivals': {
    settings: 'Ultra preset, native with TAA, after the January 2025 performance update',
    fps: { '1080p': 125, '1440p': 97, '4k': 63 },
  },
  'black-myth-wukong': {
    settings: 'Cinematic preset, full ray tracing off, super resolution 100, benchmark tool',
    fps: { '1080p': 100, '1440p': 74, '4k': 42 },
  },
  minecraft: {
    settings: 'Java Edition 1.21, no mods or shaders, 16 chunks, Fancy graphics',
    fps: { '1080p': 600, '1440p': 600, '4k': 590 },
  },
  'forza-horizon-5': {
    settings: 'Extreme preset, TAA, ray tracing off, built-in benchmark',
    fps: { '1080p': 220, '1440p': 195, '4k': 146 },
  },
  'hogwarts-legacy': {
    settings: 'Ultra preset, ray tracing off, Hogsmeade and castle scenes',
    fps: { '1080p': 152, '1440p': 130, '4k': 81 },
  },
};

type GameEntry = Omit<SeedGame, 'slug'> & { slug: GameSlug };

const games: GameEntry[] = [
  {
    slug: 'cyberpunk-2077',
    title: 'Cyberpunk 2077',
    developer: 'CD Projekt Red',
    releaseYear: 2020,
    genre: {
      'en-GB': 'Open-world action RPG',
      'fr-FR': 'RPG d’action en monde ouvert',
      it: 'GdR d’azione open world',
      'es-ES': 'RPG de acción de mundo abierto',
      'de-DE': 'Open-World-Action-Rollenspiel',
    },
    description: {
      'en-GB':
        'A first-person RPG set in Night City, a megacity run by corporations, where you play V, a mercenary with a prototype chip in their head that is slowly rewriting them. Its crowded streets, neon lighting and optional path tracing make it one of the most demanding games on PC.',
      'fr-FR':
        'Un RPG à la première personne dans Night City, mégalopole aux mains des corporations, où vous incarnez V, mercenaire dont le crâne abrite une puce prototype qui le réécrit peu à peu. Ses rues bondées, ses néons et son path tracing optionnel en font l’un des jeux les plus exigeants sur PC.',
      it: 'Un GdR in prima persona ambientato a Night City, megalopoli in mano alle corporazioni, in cui sei V, mercenario con in testa un chip prototipo che lo sta lentamente riscrivendo. Strade affollate, luci al neon e path tracing opzionale ne fanno uno dei giochi più pesanti su PC.',
      'es-ES':
        'Un RPG en primera persona ambientado en Night City, una megaciudad en manos de las corporaciones, donde eres V, un mercenario con un chip prototipo en la cabeza que lo va reescribiendo poco a poco. Sus calles abarrotadas, sus neones y el trazado de rutas opcional lo convierten en uno de los juegos más exigentes de PC.',
      'de-DE':
        'Ein Rollenspiel aus der Ego-Perspektive in Night City, einer von Konzernen beherrschten Megacity: Du spielst V, Söldner mit einem Prototyp-Chip im Kopf, der dich langsam überschreibt. Belebte Straßen, Neonlicht und optionales Path Tracing machen es zu einem der anspruchsvollsten Spiele auf dem PC.',
    },
    profile: { referenceFps: { '1080p': 250, '1440p': 158, '4k': 78 }, cpuLimitFps: 250 },
    colours: ['#fcee0a', '#00c8d7'],
    look: { motif: 'skyline', type: 'glitch' },
  },
  {
    slug: 'counter-strike-2',
    title: 'Counter-Strike 2',
    developer: 'Valve',
    releaseYear: 2023,
    genre: {
      'en-GB': 'Tactical shooter',
      'fr-FR': 'FPS tactique',
      it: 'Sparatutto tattico',
      'es-ES': 'Shooter táctico',
      'de-DE': 'Taktik-Shooter',
    },
    description: {
      'en-GB':
        'Two teams of five take turns to plant or defuse a bomb, with one life per round and an economy that decides what you can buy. At competitive settings it runs at hundreds of frames per second, so the processor sets the frame rate and a 240 Hz or faster monitor pays off.',
      'fr-FR':
        'Deux équipes de cinq s’affrontent pour poser ou désamorcer une bombe, avec une seule vie par manche et une économie qui décide de ce que vous pouvez acheter. Il tourne à plusieurs centaines d’images par seconde : c’est le processeur qui fixe le rythme, et un écran de 240 Hz ou plus prend tout son sens.',
      it: 'Due squadre da cinque si alternano per piazzare o disinnescare una bomba, con una sola vita per round e un’economia che decide cosa puoi comprare. Gira a centinaia di fotogrammi al secondo, quindi è il processore a dettare il frame rate e un monitor da 240 Hz o più fa la differenza.',
      'es-ES':
        'Dos equipos de cinco se turnan para plantar o desactivar una bomba, con una sola vida por ronda y una economía que decide qué puedes comprar. Funciona a cientos de fotogramas por segundo, así que es el procesador el que marca los FPS y un monitor de 240 Hz o más se nota de verdad.',
      'de-DE':
        'Zwei Fünferteams legen oder entschärfen abwechselnd eine Bombe, mit einem Leben pro Runde und einer Wirtschaft, die bestimmt, was du dir leisten kannst. Das Spiel läuft mit Hunderten Bildern pro Sekunde, daher bestimmt der Prozessor die Bildrate – und ein Monitor mit 240 Hz oder mehr lohnt sich.',
    },
    profile: { referenceFps: { '1080p': 1000, '1440p': 780, '4k': 420 }, cpuLimitFps: 560 },
    colours: ['#f2a33a', '#1d2a3a'],
    look: { motif: 'crosshair', type: 'stencil' },
  },
  {
    slug: 'fortnite',
    title: 'Fortnite',
    developer: 'Epic Games',
    releaseYear: 2017,
    genre: {
      'en-GB': 'Battle royale',
      'fr-FR': 'Battle royale',
      it: 'Battle royale',
      'es-ES': 'Battle royale',
      'de-DE': 'Battle Royale',
    },
    description: {
      'en-GB':
        'A hundred players drop onto an island, build cover in seconds and fight until one player or squad is left, with a new season every few months. Its Unreal Engine 5 renderer scales from Performance mode on modest PCs to Lumen lighting and Nanite detail on fast graphics cards.',
      'fr-FR':
        'Cent joueurs sautent sur une île, bâtissent des abris en quelques secondes et s’affrontent jusqu’à ce qu’il ne reste qu’un joueur ou une escouade, avec une nouvelle saison tous les quelques mois. Son moteur Unreal Engine 5 va du mode Performance sur les PC modestes à l’éclairage Lumen et aux détails Nanite sur les cartes graphiques rapides.',
      it: 'Cento giocatori si lanciano su un’isola, costruiscono ripari in pochi secondi e combattono finché resta un solo giocatore o una squadra, con una nuova stagione ogni pochi mesi. Il suo motore Unreal Engine 5 va dalla modalità Prestazioni sui PC più modesti all’illuminazione Lumen e ai dettagli Nanite sulle schede video veloci.',
      'es-ES':
        'Cien jugadores saltan a una isla, levantan coberturas en segundos y luchan hasta que solo queda un jugador o escuadrón, con una temporada nueva cada pocos meses. Su motor Unreal Engine 5 va desde el modo Rendimiento en equipos modestos hasta la iluminación Lumen y el detalle Nanite en tarjetas gráficas rápidas.',
      'de-DE':
        'Hundert Spieler springen über einer Insel ab, bauen in Sekunden Deckung und kämpfen, bis ein Spieler oder Squad übrig bleibt – alle paar Monate mit neuer Season. Die Unreal Engine 5 reicht vom Performance-Modus für einfache PCs bis zu Lumen-Beleuchtung und Nanite-Details auf schnellen Grafikkarten.',
    },
    profile: { referenceFps: { '1080p': 300, '1440p': 205, '4k': 110 }, cpuLimitFps: 280 },
    colours: ['#7b2ff7', '#00c2ff'],
    look: { motif: 'storm', type: 'heavy' },
  },
  {
    slug: 'call-of-duty-black-ops-6',
    title: 'Call of Duty: Black Ops 6',
    developer: 'Treyarch',
    releaseYear: 2024,
    genre: {
      'en-GB': 'First-person shooter',
      'fr-FR': 'Jeu de tir à la première personne',
      it: 'Sparatutto in prima persona',
      'es-ES': 'Shooter en primera persona',
      'de-DE': 'Ego-Shooter',
    },
    description: {
      'en-GB':
        'A spy thriller campaign set in the early 1990s, plus fast multiplayer with omnimovement, which lets you sprint, slide and dive in any direction, and the return of round-based Zombies. Multiplayer rewards high frame rates, and the game uses plenty of video memory at its Extreme preset.',
      'fr-FR':
        'Une campagne d’espionnage au début des années 1990, un multijoueur nerveux avec l’omnimouvement, qui permet de sprinter, glisser et plonger dans toutes les directions, et le retour du mode Zombies par manches. Le multijoueur récompense les fréquences d’images élevées, et le préréglage Extrême consomme beaucoup de mémoire vidéo.',
      it: 'Una campagna di spionaggio ambientata nei primi anni ’90, un multiplayer rapidissimo con l’omnimovimento, che permette di correre, scivolare e tuffarsi in ogni direzione, e il ritorno degli Zombi a round. Il multiplayer premia i frame rate alti e il preset Estremo usa parecchia memoria video.',
      'es-ES':
        'Una campaña de espionaje ambientada a principios de los noventa, un multijugador frenético con omnimovimiento, que permite esprintar, deslizarse y lanzarse en cualquier dirección, y la vuelta de Zombis por rondas. El multijugador premia los FPS altos y el preajuste Extremo consume mucha memoria de vídeo.',
      'de-DE':
        'Eine Agenten-Kampagne in den frühen 1990ern, schneller Mehrspieler mit Omnimovement, mit dem du in jede Richtung sprintest, rutschst und hechtest, und die Rückkehr des rundenbasierten Zombies-Modus. Der Mehrspieler belohnt hohe Bildraten, und das Extrem-Preset braucht viel Grafikspeicher.',
    },
    profile: { referenceFps: { '1080p': 290, '1440p': 190, '4k': 108 }, cpuLimitFps: 290 },
    colours: ['#f26b1d', '#161616'],
    look: { motif: 'redacted', type: 'stencil' },
  },
  {
    slug: 'baldurs-gate-3',
    title: "Baldur's Gate 3",
    developer: 'Larian Studios',
    releaseYear: 2023,
    genre: {
      'en-GB': 'Role-playing game',
      'fr-FR': 'Jeu de rôle',
      it: 'Gioco di ruolo',
      'es-ES': 'Juego de rol',
      'de-DE': 'Rollenspiel',
    },
    description: {
      'en-GB':
        'A party-based RPG built on Dungeons & Dragons rules, with turn-based combat and choices that change the story for up to four players in co-op. Its third act, in the crowded city of Baldur’s Gate, leans hard on the processor, so a fast CPU keeps it smooth.',
      'fr-FR':
        'Un jeu de rôle en groupe fondé sur les règles de Donjons et Dragons, avec des combats au tour par tour et des choix qui changent l’histoire, jouable jusqu’à quatre en coopération. Son troisième acte, dans la ville surpeuplée de la Porte de Baldur, sollicite fortement le processeur : un CPU rapide garde l’ensemble fluide.',
      it: 'Un GdR di gruppo basato sulle regole di Dungeons & Dragons, con combattimenti a turni e scelte che cambiano la storia, giocabile in cooperativa fino a quattro persone. Il terzo atto, nell’affollata città di Baldur’s Gate, pesa molto sul processore: una CPU veloce lo mantiene fluido.',
      'es-ES':
        'Un juego de rol de grupo basado en las reglas de Dungeons & Dragons, con combates por turnos y decisiones que cambian la historia, para hasta cuatro jugadores en cooperativo. Su tercer acto, en la abarrotada ciudad de Baldur’s Gate, exige mucho al procesador, así que una CPU rápida lo mantiene fluido.',
      'de-DE':
        'Ein Party-Rollenspiel nach den Regeln von Dungeons & Dragons, mit Rundenkämpfen und Entscheidungen, die die Geschichte verändern, im Koop für bis zu vier Spieler. Der dritte Akt in der belebten Stadt Baldur’s Gate fordert den Prozessor stark – eine schnelle CPU hält ihn flüssig.',
    },
    profile: { referenceFps: { '1080p': 240, '1440p': 175, '4k': 98 }, cpuLimitFps: 210 },
    colours: ['#8a1c1c', '#d4af37'],
    look: { motif: 'sigil', type: 'serif-caps' },
  },
  {
    slug: 'valorant',
    title: 'Valorant',
    developer: 'Riot Games',
    releaseYear: 2020,
    genre: {
      'en-GB': 'Tactical shooter',
      'fr-FR': 'FPS tactique',
      it: 'Sparatutto tattico',
      'es-ES': 'Shooter táctico',
      'de-DE': 'Taktik-Shooter',
    },
    description: {
      'en-GB':
        'A five-versus-five tactical shooter in which precise gunplay meets agents with abilities such as smokes, flashes and walls. It is built to run at very high frame rates even on modest graphics cards, so the CPU decides how far past 240 FPS you go.',
      'fr-FR':
        'Un FPS tactique en cinq contre cinq où le tir de précision se mêle aux capacités des agents : fumigènes, flashs, murs. Il est conçu pour tourner très vite même sur une carte graphique modeste, si bien que c’est le processeur qui décide jusqu’où vous dépassez les 240 FPS.',
      it: 'Uno sparatutto tattico cinque contro cinque in cui la precisione nel tiro si unisce alle abilità degli agenti, come fumogeni, flash e muri. È pensato per girare a frame rate altissimi anche su schede video modeste, quindi è la CPU a decidere quanto vai oltre i 240 FPS.',
      'es-ES':
        'Un shooter táctico de cinco contra cinco en el que la puntería se combina con las habilidades de los agentes: humos, cegadoras y muros. Está pensado para ir a FPS altísimos incluso con tarjetas gráficas modestas, así que es la CPU la que decide cuánto pasas de 240 FPS.',
      'de-DE':
        'Ein taktischer Fünf-gegen-fünf-Shooter, in dem präzises Zielen auf Agenten mit Fähigkeiten wie Rauch, Blendgranaten und Wänden trifft. Er ist auf sehr hohe Bildraten selbst mit einfachen Grafikkarten ausgelegt, daher entscheidet die CPU, wie weit du über 240 FPS kommst.',
    },
    profile: { referenceFps: { '1080p': 1800, '1440p': 1400, '4k': 700 }, cpuLimitFps: 800 },
    colours: ['#ff4655', '#0f1923'],
    look: { motif: 'shards', type: 'angular' },
  },
  {
    slug: 'apex-legends',
    title: 'Apex Legends',
    developer: 'Respawn Entertainment',
    releaseYear: 2019,
    genre: {
      'en-GB': 'Battle royale',
      'fr-FR': 'Battle royale',
      it: 'Battle royale',
      'es-ES': 'Battle royale',
      'de-DE': 'Battle Royale',
    },
    description: {
      'en-GB':
        'A squad-based battle royale where legends with distinct abilities fight across large maps with fast movement, slides and zip lines. The engine stops at 300 FPS, and a fast processor keeps the frame rate close to that cap in busy end-game fights.',
      'fr-FR':
        'Un battle royale en escouade où des légendes aux capacités distinctes s’affrontent sur de grandes cartes, avec glissades, tyroliennes et déplacements rapides. Le moteur plafonne à 300 FPS, et un processeur rapide maintient la fréquence d’images près de ce plafond dans les fins de partie chargées.',
      it: 'Un battle royale a squadre in cui leggende con abilità diverse si affrontano su mappe ampie, tra scivolate, teleferiche e movimenti rapidi. Il motore si ferma a 300 FPS e un processore veloce tiene il frame rate vicino a quel limite negli scontri finali più concitati.',
      'es-ES':
        'Un battle royale por escuadrones en el que leyendas con habilidades propias combaten en mapas amplios, con deslizamientos, tirolinas y movimiento rápido. El motor se detiene en 300 FPS y un procesador rápido mantiene los FPS cerca de ese límite en los finales de partida más cargados.',
      'de-DE':
        'Ein Squad-Battle-Royale, in dem Legenden mit eigenen Fähigkeiten auf großen Karten kämpfen, mit Rutschen, Ziplines und schnellem Movement. Die Engine stoppt bei 300 FPS, und ein schneller Prozessor hält die Bildrate auch in vollen Endkämpfen nahe an dieser Grenze.',
    },
    profile: { referenceFps: { '1080p': 600, '1440p': 430, '4k': 215 }, cpuLimitFps: 262 },
    colours: ['#da292a', '#2b2b2b'],
    look: { motif: 'chevrons', type: 'angular' },
  },
  {
    slug: 'red-dead-redemption-2',
    title: 'Red Dead Redemption 2',
    developer: 'Rockstar Games',
    releaseYear: 2019,
    genre: {
      'en-GB': 'Open-world action-adventure',
      'fr-FR': 'Action-aventure en monde ouvert',
      it: 'Action adventure open world',
      'es-ES': 'Acción y aventura de mundo abierto',
      'de-DE': 'Open-World-Action-Adventure',
    },
    description: {
      'en-GB':
        'America in 1899: Arthur Morgan rides with the Van der Linde gang as the law closes in, across a huge, detailed frontier. Its volumetric clouds, long draw distances and detailed foliage reward a strong graphics card, especially at 1440p and 4K.',
      'fr-FR':
        'L’Amérique de 1899 : Arthur Morgan chevauche avec la bande de Van der Linde alors que la loi se rapproche, à travers un Ouest immense et fourmillant de détails. Ses nuages volumétriques, sa grande distance d’affichage et sa végétation dense récompensent une carte graphique puissante, surtout en 1440p et en 4K.',
      it: 'America, 1899: Arthur Morgan cavalca con la banda di Van der Linde mentre la legge stringe il cerchio, attraverso una frontiera immensa e ricchissima di dettagli. Nuvole volumetriche, grandi distanze visive e vegetazione fitta premiano una scheda video potente, soprattutto a 1440p e 4K.',
      'es-ES':
        'Estados Unidos, 1899: Arthur Morgan cabalga con la banda de Van der Linde mientras la ley les pisa los talones, a través de una frontera inmensa y llena de detalle. Sus nubes volumétricas, su gran distancia de dibujado y su vegetación densa premian una tarjeta gráfica potente, sobre todo a 1440p y 4K.',
      'de-DE':
        'Amerika im Jahr 1899: Arthur Morgan reitet mit der Van-der-Linde-Bande, während das Gesetz näher rückt, durch eine riesige, detailreiche Grenzwelt. Volumetrische Wolken, große Sichtweiten und dichte Vegetation belohnen eine starke Grafikkarte, vor allem in 1440p und 4K.',
    },
    profile: { referenceFps: { '1080p': 210, '1440p': 165, '4k': 102 }, cpuLimitFps: 210 },
    colours: ['#b22222', '#e8d9b5'],
    look: { motif: 'sunset', type: 'serif-caps' },
  },
  {
    slug: 'alan-wake-2',
    title: 'Alan Wake 2',
    developer: 'Remedy Entertainment',
    releaseYear: 2023,
    genre: {
      'en-GB': 'Survival horror',
      'fr-FR': 'Survival horror',
      it: 'Survival horror',
      'es-ES': 'Survival horror',
      'de-DE': 'Survival-Horror',
    },
    description: {
      'en-GB':
        'A survival horror story told through two characters: FBI agent Saga Anderson in the Pacific Northwest and the writer Alan Wake, trapped in a nightmare version of New York. With path tracing on, it is among the heaviest loads a graphics card can face, and our estimates use that mode.',
      'fr-FR':
        'Un survival horror raconté à travers deux personnages : l’agente du FBI Saga Anderson dans le nord-ouest des États-Unis, et l’écrivain Alan Wake, prisonnier d’une version cauchemardesque de New York. Avec le path tracing activé, c’est l’une des charges les plus lourdes pour une carte graphique, et nos estimations utilisent ce mode.',
      it: 'Un survival horror raccontato attraverso due personaggi: l’agente dell’FBI Saga Anderson nel Nord-Ovest del Pacifico e lo scrittore Alan Wake, intrappolato in una versione da incubo di New York. Con il path tracing attivo è tra i carichi più pesanti per una scheda video, e le nostre stime usano proprio questa modalità.',
      'es-ES':
        'Un survival horror contado a través de dos personajes: la agente del FBI Saga Anderson, en el noroeste del Pacífico, y el escritor Alan Wake, atrapado en una versión de pesadilla de Nueva York. Con el trazado de rutas activado es de las cargas más duras para una tarjeta gráfica, y nuestras estimaciones usan ese modo.',
      'de-DE':
        'Ein Survival-Horror-Spiel mit zwei Hauptfiguren: FBI-Agentin Saga Anderson im pazifischen Nordwesten und der Schriftsteller Alan Wake, gefangen in einer albtraumhaften Version von New York. Mit Path Tracing gehört es zum Härtesten, was eine Grafikkarte berechnen muss – unsere Schätzungen nutzen diesen Modus.',
    },
    profile: { referenceFps: { '1080p': 89, '1440p': 63, '4k': 33 }, cpuLimitFps: 170 },
    colours: ['#c41e3a', '#0b1a2a'],
    look: { motif: 'forest', type: 'serif-italic' },
  },
  {
    slug: 'marvel-rivals',
    title: 'Marvel Rivals',
    developer: 'NetEase Games',
    releaseYear: 2024,
    genre: {
      'en-GB': 'Hero shooter',
      'fr-FR': 'Hero shooter',
      it: 'Hero shooter',
      'es-ES': 'Hero shooter',
      'de-DE': 'Hero-Shooter',
    },
    description: {
      'en-GB':
        'A six-versus-six team shooter with Marvel heroes and villains, third-person views and maps that break apart as you fight. Built on Unreal Engine 5 with Lumen lighting, it asks far more of the graphics card than most competitive shooters.',
      'fr-FR':
        'Un jeu de tir en équipe à six contre six avec les héros et méchants de Marvel, en vue à la troisième personne, sur des cartes qui se détruisent au fil des combats. Bâti sur l’Unreal Engine 5 avec l’éclairage Lumen, il sollicite bien plus la carte graphique que la plupart des jeux compétitifs.',
      it: 'Uno sparatutto a squadre sei contro sei con eroi e villain Marvel, visuale in terza persona e mappe che si distruggono durante gli scontri. Basato su Unreal Engine 5 con illuminazione Lumen, chiede alla scheda video molto più della maggior parte degli sparatutto competitivi.',
      'es-ES':
        'Un shooter por equipos de seis contra seis con héroes y villanos de Marvel, cámara en tercera persona y mapas que se destruyen durante el combate. Hecho con Unreal Engine 5 e iluminación Lumen, exige a la tarjeta gráfica mucho más que la mayoría de shooters competitivos.',
      'de-DE':
        'Ein Sechs-gegen-sechs-Teamshooter mit Marvel-Helden und -Schurken, Third-Person-Ansicht und Karten, die im Kampf zerbrechen. Auf Basis der Unreal Engine 5 mit Lumen-Beleuchtung fordert er die Grafikkarte weit stärker als die meisten kompetitiven Shooter.',
    },
    profile: { referenceFps: { '1080p': 131, '1440p': 100, '4k': 63 }, cpuLimitFps: 240 },
    colours: ['#f5c518', '#b3121f'],
    look: { motif: 'halftone', type: 'heavy' },
  },
  {
    slug: 'black-myth-wukong',
    title: 'Black Myth: Wukong',
    developer: 'Game Science',
    releaseYear: 2024,
    genre: {
      'en-GB': 'Action RPG',
      'fr-FR': 'RPG d’action',
      it: 'GdR d’azione',
      'es-ES': 'RPG de acción',
      'de-DE': 'Action-Rollenspiel',
    },
    description: {
      'en-GB':
        'An action RPG drawn from the Chinese classic Journey to the West, in which you play the Destined One through demanding boss fights. Its Unreal Engine 5 forests and temples are heavy at native resolution, so the graphics card sets the frame rate at every resolution.',
      'fr-FR':
        'Un RPG d’action inspiré du classique chinois La Pérégrination vers l’Ouest, où vous incarnez le Destiné face à des boss exigeants. Ses forêts et ses temples en Unreal Engine 5 sont lourds en résolution native : la carte graphique fixe la fréquence d’images à chaque résolution.',
      it: 'Un GdR d’azione ispirato al classico cinese Il viaggio in Occidente, in cui sei il Predestinato in combattimenti con boss impegnativi. Foreste e templi in Unreal Engine 5 sono pesanti alla risoluzione nativa, quindi è la scheda video a dettare il frame rate a ogni risoluzione.',
      'es-ES':
        'Un RPG de acción basado en el clásico chino Viaje al Oeste, en el que eres el Predestinado frente a jefes exigentes. Sus bosques y templos en Unreal Engine 5 pesan mucho a resolución nativa, así que la tarjeta gráfica marca los FPS en todas las resoluciones.',
      'de-DE':
        'Ein Action-Rollenspiel nach dem chinesischen Klassiker Die Reise nach Westen, in dem du als der Auserwählte fordernde Bosskämpfe bestreitest. Wälder und Tempel in der Unreal Engine 5 sind in nativer Auflösung schwer zu berechnen, daher bestimmt die Grafikkarte in jeder Auflösung die Bildrate.',
    },
    profile: { referenceFps: { '1080p': 104, '1440p': 75, '4k': 42 }, cpuLimitFps: 180 },
    colours: ['#c8a165', '#3b2a1a'],
    look: { motif: 'peaks', type: 'serif-caps' },
  },
  {
    slug: 'minecraft',
    title: 'Minecraft',
    developer: 'Mojang Studios',
    releaseYear: 2011,
    genre: {
      'en-GB': 'Sandbox',
      'fr-FR': 'Bac à sable',
      it: 'Sandbox',
      'es-ES': 'Sandbox',
      'de-DE': 'Sandbox',
    },
    description: {
      'en-GB':
        'Explore, mine and build in endless block worlds, alone or on servers with friends, in survival or creative mode. Java Edition without shaders runs on almost any graphics card; chunk loading and render distance lean on the processor.',
      'fr-FR':
        'Explorez, minez et construisez dans des mondes de blocs sans fin, seul ou sur des serveurs entre amis, en mode survie ou créatif. L’édition Java sans shaders tourne sur presque toutes les cartes graphiques ; le chargement des chunks et la distance d’affichage reposent sur le processeur.',
      it: 'Esplora, scava e costruisci in mondi di blocchi infiniti, da solo o sui server con gli amici, in modalità sopravvivenza o creativa. La Java Edition senza shader gira su quasi tutte le schede video; il caricamento dei chunk e la distanza di rendering pesano sul processore.',
      'es-ES':
        'Explora, pica y construye en mundos de bloques infinitos, solo o en servidores con amigos, en modo supervivencia o creativo. La Java Edition sin shaders funciona con casi cualquier tarjeta gráfica; la carga de chunks y la distancia de renderizado dependen del procesador.',
      'de-DE':
        'Erkunde, baue ab und errichte in endlosen Blockwelten, allein oder mit Freunden auf Servern, im Überlebens- oder Kreativmodus. Die Java Edition ohne Shader läuft auf fast jeder Grafikkarte; Chunk-Laden und Sichtweite hängen am Prozessor.',
    },
    profile: { referenceFps: { '1080p': 2400, '1440p': 1900, '4k': 1300 }, cpuLimitFps: 600 },
    colours: ['#5d9c3a', '#8b5a2b'],
    look: { motif: 'blocks', type: 'pixel' },
  },
  {
    slug: 'forza-horizon-5',
    title: 'Forza Horizon 5',
    developer: 'Playground Games',
    releaseYear: 2021,
    genre: {
      'en-GB': 'Open-world racing',
      'fr-FR': 'Course en monde ouvert',
      it: 'Racing open world',
      'es-ES': 'Conducción de mundo abierto',
      'de-DE': 'Open-World-Rennspiel',
    },
    description: {
      'en-GB':
        'An open-world racing festival across Mexico, from jungle and desert to volcano, with more than 500 cars and seasons that change the map every week. It scales well across hardware and stays smooth at 4K on a strong graphics card.',
      'fr-FR':
        'Un festival de course en monde ouvert à travers le Mexique, de la jungle au désert en passant par le volcan, avec plus de 500 voitures et des saisons qui transforment la carte chaque semaine. Il s’adapte bien à tous les PC et reste fluide en 4K avec une carte graphique solide.',
      it: 'Un festival di corse open world attraverso il Messico, dalla giungla al deserto fino al vulcano, con oltre 500 auto e stagioni che cambiano la mappa ogni settimana. Si adatta bene a ogni configurazione e resta fluido in 4K con una scheda video potente.',
      'es-ES':
        'Un festival de carreras de mundo abierto por todo México, de la selva al desierto pasando por el volcán, con más de 500 coches y estaciones que cambian el mapa cada semana. Escala bien en cualquier equipo y se mantiene fluido en 4K con una tarjeta gráfica potente.',
      'de-DE':
        'Ein Open-World-Rennfestival quer durch Mexiko, von Dschungel und Wüste bis zum Vulkan, mit über 500 Autos und Jahreszeiten, die die Karte jede Woche verändern. Es skaliert gut über alle Hardware-Klassen und bleibt mit einer starken Grafikkarte auch in 4K flüssig.',
    },
    profile: { referenceFps: { '1080p': 260, '1440p': 215, '4k': 150 }, cpuLimitFps: 260 },
    colours: ['#ff2e88', '#00b4d8'],
    look: { motif: 'road', type: 'heavy' },
  },
  {
    slug: 'hogwarts-legacy',
    title: 'Hogwarts Legacy',
    developer: 'Avalanche Software',
    releaseYear: 2023,
    genre: {
      'en-GB': 'Open-world action RPG',
      'fr-FR': 'RPG d’action en monde ouvert',
      it: 'GdR d’azione open world',
      'es-ES': 'RPG de acción de mundo abierto',
      'de-DE': 'Open-World-Action-Rollenspiel',
    },
    description: {
      'en-GB':
        'A fifth-year student at Hogwarts in the 1890s, you learn spells, brew potions and explore the castle, Hogsmeade and the Highlands around them. Hogsmeade and the castle’s busy halls are hard on the processor, while 4K at Ultra needs a strong graphics card.',
      'fr-FR':
        'Élève de cinquième année à Poudlard dans les années 1890, vous apprenez des sorts, préparez des potions et explorez le château, Pré-au-Lard et les Highlands alentour. Pré-au-Lard et les couloirs animés du château pèsent sur le processeur, tandis que la 4K en Ultra demande une carte graphique solide.',
      it: 'Studente del quinto anno a Hogwarts alla fine dell’Ottocento, impari incantesimi, prepari pozioni ed esplori il castello, Hogsmeade e le Highlands intorno. Hogsmeade e i corridoi affollati del castello pesano sul processore, mentre il 4K a dettaglio Ultra richiede una scheda video potente.',
      'es-ES':
        'Como estudiante de quinto curso en Hogwarts a finales del siglo XIX, aprendes hechizos, preparas pociones y exploras el castillo, Hogsmeade y las Tierras Altas que los rodean. Hogsmeade y los pasillos concurridos del castillo cargan el procesador, mientras que el 4K en Ultra pide una tarjeta gráfica potente.',
      'de-DE':
        'Als Fünftklässler in Hogwarts in den 1890er-Jahren lernst du Zauber, braust Tränke und erkundest das Schloss, Hogsmeade und die Highlands ringsum. Hogsmeade und die belebten Schlossgänge fordern den Prozessor, während 4K auf Ultra eine starke Grafikkarte braucht.',
    },
    profile: { referenceFps: { '1080p': 200, '1440p': 145, '4k': 82 }, cpuLimitFps: 170 },
    colours: ['#2a3f6b', '#c9a227'],
    look: { motif: 'castle', type: 'serif-italic' },
  },
];

function typesetLocalised(value: Localised): Localised {
  return {
    'en-GB': typeset('en-GB', value['en-GB']),
    'fr-FR': typeset('fr-FR', value['fr-FR']),
    it: typeset('it', value.it),
    'es-ES': typeset('es-ES', value['es-ES']),
    'de-DE': typeset('de-DE', value['de-DE']),
  };
}

/** The games the shop shows FPS for, with their estimation profiles. */
export const seedGames: SeedGame[] = games.map((game) => ({
  ...game,
  genre: typesetLocalised(game.genre),
  description: typesetLocalised(game.description),
}));
