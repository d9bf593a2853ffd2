import type { ModelSlug, SeedModelCopy } from '../../types';

export const modelCopyFrFr: Record<ModelSlug, SeedModelCopy> = {
  'rigsmith-spark': {
    tagline: 'Le prix le plus bas de la gamme, pensé pour l’e-sport en 1080p',
    overview: [
      'Spark est le chemin le plus court vers le jeu sur PC : un AMD Ryzen 5 5600 à six cœurs et une Radeon RX 6600 dotée de 8 Go de mémoire vidéo, sur une carte mère Micro-ATX. Il vise le 1080p et les jeux les plus joués — Counter-Strike 2, Valorant, Fortnite, Minecraft — et les estimations de cette page indiquent ce qu’il donne dans chacun d’eux.',
      'Dans les jeux solo plus lourds, la RX 6600 est à l’aise en réglages moyens à élevés, et l’upscaling FSR récupère des images quand le jeu le propose. La plateforme AM4 et la mémoire DDR4 expliquent ce prix ; six cœurs et douze threads suffisent toujours pour faire tourner un jeu, Discord et un navigateur en même temps.',
    ],
  },
  'rigsmith-ember': {
    tagline: 'Le 1080p en réglages élevés dans les grosses sorties',
    overview: [
      'Ember associe un Intel Core i5-12400F, six cœurs performants et douze threads, à une NVIDIA GeForce RTX 4060. Cette carte est taillée pour le 1080p en réglages élevés dans les jeux AAA actuels, et le DLSS avec Frame Generation pousse encore les titres exigeants qui le prennent en charge.',
      'La RTX 4060 consomme environ 115 W : le PC reste frais et silencieux en charge. La plateforme LGA1700 avec mémoire DDR4 maintient le prix au niveau d’une machine d’entrée de gamme et réserve le budget à la pièce qui compte le plus pour la fréquence d’images : la carte graphique.',
    ],
  },
  'rigsmith-pulse': {
    tagline: 'Le 1080p en Ultra et un premier pas vers le 1440p, sur une plateforme d’avenir',
    overview: [
      'Pulse réunit l’AMD Ryzen 5 7600 à six cœurs et une GeForce RTX 5060 Ti dotée de 16 Go de mémoire vidéo. En 1080p, il fait tourner les jeux en Ultra ; en 1440p, il tient les réglages élevés dans la plupart d’entre eux, et ses 16 Go laissent la place aux packs de textures haute résolution que les cartes de 8 Go doivent revoir à la baisse.',
      'Il repose sur la plateforme AM5 avec mémoire DDR5, un socket qu’AMD s’est engagé à prendre en charge jusqu’en 2027 et au-delà : un Ryzen plus rapide pourra s’installer plus tard sur la même carte mère. Le DLSS 4 avec Multi Frame Generation donne à cette carte RTX 50 une marge supplémentaire dans les jeux compatibles.',
    ],
  },
  'rigsmith-nano': {
    tagline: 'Un vrai PC gamer en Mini-ITX, pour le bureau ou le salon',
    overview: [
      'Nano loge un vrai PC gamer dans un boîtier compact : carte mère Mini-ITX, alimentation SFX et refroidissement processeur à profil bas. À l’intérieur, un AMD Ryzen 7 7700 à huit cœurs, donné pour 65 W, et une GeForce RTX 4060 Ti : un duo choisi parce qu’il offre un 1080p solide et un bon 1440p sans produire la chaleur qu’un petit boîtier ne saurait évacuer.',
      'Il trouve sa place sur un bureau trop petit pour une tour, ou sous un téléviseur : avec le HDMI et une manette, il devient une console de salon avec votre bibliothèque Steam. Chaque Nano est monté avec des câbles disposés pour la circulation d’air du petit boîtier, puis testé à pleine charge avant de partir, car une configuration compacte laisse moins de marge aux approximations.',
    ],
  },
  'rigsmith-arc': {
    tagline: 'Le 1440p en réglages élevés, avec de quoi streamer',
    overview: [
      'Arc est conçu pour le 1440p en réglages élevés : une AMD Radeon RX 9060 XT avec 16 Go de mémoire vidéo et l’upscaling FSR 4, pilotée par un Intel Core i5-14600K à 14 cœurs et 20 threads, sur plateforme LGA1700 avec mémoire DDR5.',
      'Ces cœurs sont la raison pour laquelle Arc streame si bien. L’encodeur matériel de la carte prend en charge le flux en AV1, HEVC ou H.264, tandis que les cœurs efficients du 14600K s’occupent d’OBS, du chat et des onglets du navigateur : le jeu garde ses cœurs performants pour lui seul.',
    ],
  },
  'rigsmith-flux': {
    tagline: 'Le 1440p à haute fréquence, avec le meilleur processeur gaming de sa génération',
    overview: [
      'Flux est fait pour un écran 1440p à haute fréquence. Son AMD Ryzen 7 7800X3D offre à ses huit cœurs 96 Mo de cache L3, en grande partie empilés sur la puce : c’est ce qui en a fait le roi de sa génération en jeu. Les titres gourmands en processeur, comme Counter-Strike 2, Valorant ou l’acte urbain de Baldur’s Gate 3, sont ceux où il creuse l’écart.',
      'La GeForce RTX 5070 et ses 12 Go assurent le 1440p en réglages élevés, et le DLSS 4 avec Multi Frame Generation ajoute de la marge dans les jeux compatibles. C’est le duo pour qui veut la fréquence d’images en compétitif et la qualité d’image en solo, sans payer un haut de gamme.',
    ],
  },
  'rigsmith-volt': {
    tagline: 'Le 1440p en Ultra, en silence',
    overview: [
      'Volt fait tourner le 1440p en Ultra grâce à une AMD Radeon RX 9070 dotée de 16 Go de mémoire vidéo et du FSR 4, l’une des cartes les plus efficientes de sa catégorie. L’Intel Core Ultra 5 245K, 14 cœurs sur plateforme LGA1851 avec mémoire DDR5, garde une fréquence d’images stable dans les mondes ouverts comme dans les parties multijoueur chargées.',
      'Les deux puces consomment peu : Volt se contente donc d’un refroidissement par air, avec un ventirad tour et des ventilateurs de boîtier qui tournent lentement, sans pompe. C’est le modèle de ceux qui veulent le 1440p en détails maximum sans entendre leur PC à travers leur casque.',
    ],
  },
  'rigsmith-surge': {
    tagline: 'Le 1440p en Ultra et un premier pas en 4K, tout en lumière',
    overview: [
      'Surge associe l’AMD Radeon RX 9070 XT, avec 16 Go de mémoire vidéo et le FSR 4, au Ryzen 7 9700X à huit cœurs. De quoi jouer en 1440p en Ultra, et en 4K en réglages élevés dans bien des jeux ; les estimations de cette page vous disent lesquels.',
      'C’est aussi la vitrine de la gamme : ventilateurs et éclairage ARGB derrière une vitre, reliés aux connecteurs de la carte mère pour qu’une seule application règle toutes les couleurs. Le 9700X, une puce Zen 5 donnée pour 65 W, laisse le budget de refroidissement à la carte graphique, là où il sert le plus.',
    ],
  },
  'rigsmith-nova': {
    tagline: 'Le 1440p à 165 Hz et plus, la 4K en réglages élevés',
    overview: [
      'Nova est construit autour de l’AMD Ryzen 7 9800X3D, le processeur de jeu le plus rapide que nous vendons. Ses 96 Mo de cache L3 sont désormais placés sous les cœurs, ce qui leur permet de monter plus haut en fréquence que les X3D précédents ; dans les jeux limités par le processeur, c’est la différence entre suivre un écran de 165 Hz ou 240 Hz et rester en deçà.',
      'La GeForce RTX 5070 Ti apporte 16 Go de mémoire vidéo et le DLSS 4 avec Multi Frame Generation, pour le 1440p en réglages maximum et la 4K en réglages élevés. Un watercooling AIO de 360 mm maintient le processeur à ses fréquences boost pendant des heures, en silence.',
    ],
  },
  'rigsmith-vortex': {
    tagline: 'La 4K en réglages élevés, et une station de travail une fois le jeu fermé',
    overview: [
      'Vortex vise la 4K en réglages élevés : une GeForce RTX 5080 avec 16 Go de GDDR7 et le DLSS 4 avec Multi Frame Generation, associée à l’Intel Core Ultra 7 265K, 20 cœurs sur plateforme LGA1851.',
      'Il se rend aussi utile hors du jeu. Les 20 cœurs du 265K compilent, exportent et calculent vos rendus ; les deux encodeurs vidéo de la RTX 5080 accélèrent les exports dans Premiere Pro et DaVinci Resolve, et sa prise en charge de CUDA et d’OptiX fait de même pour Blender. Une seule machine pour jouer le soir et travailler le jour.',
    ],
  },
  'rigsmith-titan': {
    tagline: 'La 4K en Ultra, le streaming et le rendu sur 16 cœurs',
    overview: [
      'Titan fait tourner la 4K en Ultra et ne ralentit pas quand vous ajoutez un stream ou un rendu. Son AMD Ryzen 9 9950X3D compte 16 cœurs et 32 threads : les jeux s’exécutent sur les huit cœurs dotés du 3D V-Cache, tandis que l’encodage, la compilation et le rendu utilisent les seize. 64 Go de DDR5 accueillent aussi bien les gros projets que les jeux moddés.',
      'La GeForce RTX 5080 et ses 16 Go portent les jeux en 4K et ajoutent le DLSS 4 avec Multi Frame Generation. Choisissez Titan plutôt que Vortex si vos journées comptent de longs rendus, des simulations ou de gros projets de code ; pour le jeu seul, les deux sont proches.',
    ],
  },
  'rigsmith-zenith': {
    tagline: 'Le PC le plus rapide que nous assemblons : la 4K à haute fréquence',
    overview: [
      'Zenith est le sommet de la gamme : la GeForce RTX 5090 et ses 32 Go de GDDR7, avec l’AMD Ryzen 7 9800X3D, le processeur de jeu le plus rapide que nous vendons. C’est le duo qui rend réalistes la 4K à haute fréquence et le path tracing en haute résolution, avec en prime le DLSS 4 et le Multi Frame Generation.',
      'La RTX 5090 peut consommer jusqu’à 575 W, et Zenith est construit en conséquence : un boîtier grand tour où la carte respire, un AIO de 360 mm pour le processeur et une alimentation de 1200 W qui garde une marge confortable. Rien n’y est un compromis.',
    ],
  },
};
