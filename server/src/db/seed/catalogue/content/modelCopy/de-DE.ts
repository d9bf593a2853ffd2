import type { ModelSlug, SeedModelCopy } from '../../types';

export const modelCopyDeDe: Record<ModelSlug, SeedModelCopy> = {
  'rigsmith-spark': {
    tagline: 'Der günstigste PC der Reihe, gebaut für E-Sport in 1080p',
    overview: [
      'Spark ist der kürzeste Weg zum Gaming-PC: ein AMD Ryzen 5 5600 mit sechs Kernen und eine Radeon RX 6600 mit 8 GB Grafikspeicher auf einem Micro-ATX-Mainboard. Er ist für 1080p gebaut und für die meistgespielten Titel – Counter-Strike 2, Valorant, Fortnite, Minecraft –, und die Schätzungen auf dieser Seite zeigen, was er in jedem davon leistet.',
      'In anspruchsvolleren Einzelspieler-Titeln fühlt sich die RX 6600 bei mittleren bis hohen Details wohl, und FSR-Upscaling holt Bilder zurück, wo ein Spiel es anbietet. AM4-Plattform und DDR4-Speicher halten den Preis so niedrig; sechs Kerne und zwölf Threads reichen trotzdem für Spiel, Discord und Browser nebeneinander.',
    ],
  },
  'rigsmith-ember': {
    tagline: '1080p mit hohen Details in den großen Neuerscheinungen',
    overview: [
      'Ember kombiniert einen Intel Core i5-12400F mit sechs Performance-Kernen und zwölf Threads mit einer NVIDIA GeForce RTX 4060. Die Karte ist für 1080p mit hohen Details in aktuellen AAA-Spielen gemacht, und DLSS mit Frame Generation legt in unterstützten Titeln noch einmal nach.',
      'Die RTX 4060 zieht rund 115 W, daher bleibt der ganze PC auch unter Last kühl und leise. Die LGA1700-Plattform mit DDR4-Speicher hält die Kosten auf Einsteigerniveau und lässt das Budget dem Bauteil, das für die Bildrate am meisten zählt: der Grafikkarte.',
    ],
  },
  'rigsmith-pulse': {
    tagline: '1080p auf Ultra und der Einstieg in 1440p, auf einer Plattform mit Zukunft',
    overview: [
      'Pulse verbindet den AMD Ryzen 5 7600 mit sechs Kernen und eine GeForce RTX 5060 Ti mit 16 GB Grafikspeicher. In 1080p laufen Spiele auf Ultra; in 1440p schafft er in den meisten Titeln hohe Details, und die 16 GB lassen Platz für hochauflösende Texturpakete, die 8-GB-Karten herunterdrehen müssen.',
      'Er basiert auf AM5 mit DDR5-Speicher, dem Sockel, den AMD bis 2027 und darüber hinaus unterstützen will – ein schnellerer Ryzen passt später auf dasselbe Mainboard. DLSS 4 mit Multi Frame Generation gibt der Karte der RTX-50-Serie in unterstützten Spielen zusätzlichen Spielraum.',
    ],
  },
  'rigsmith-nano': {
    tagline: 'Ein vollwertiger Gaming-PC im Mini-ITX-Gehäuse, für Schreibtisch oder Fernseher',
    overview: [
      'Nano steckt einen vollwertigen Gaming-PC in ein kompaktes Gehäuse: Mini-ITX-Mainboard, SFX-Netzteil und flacher CPU-Kühler. Darin arbeiten ein AMD Ryzen 7 7700 mit acht Kernen und 65 W TDP und eine GeForce RTX 4060 Ti – ein Paar, das starkes 1080p und solides 1440p liefert, ohne mehr Wärme zu erzeugen, als ein kleines Gehäuse abführen kann.',
      'Er passt auf einen Schreibtisch, auf dem kein Tower Platz hat, oder unter den Fernseher, wo er mit HDMI und Controller zur Wohnzimmerkonsole mit deiner Steam-Bibliothek wird. Jeder Nano wird mit Kabeln montiert, die für den Luftstrom des kleinen Gehäuses verlegt sind, und vor dem Versand unter Volllast getestet – ein kompakter Aufbau verzeiht weniger.',
    ],
  },
  'rigsmith-arc': {
    tagline: '1440p mit hohen Details, mit Reserven fürs Streaming',
    overview: [
      'Arc ist für 1440p mit hohen Details gebaut: eine AMD Radeon RX 9060 XT mit 16 GB Grafikspeicher und FSR-4-Upscaling, angetrieben von einem Intel Core i5-14600K mit 14 Kernen und 20 Threads auf der LGA1700-Plattform mit DDR5-Speicher.',
      'Diese Kerne sind der Grund, warum Arc gut streamt. Der Hardware-Encoder der Grafikkarte übernimmt den Stream in AV1, HEVC oder H.264, während die Effizienzkerne des 14600K OBS, Chat und Browser-Tabs tragen – das Spiel behält seine Performance-Kerne für sich.',
    ],
  },
  'rigsmith-flux': {
    tagline: '1440p mit hoher Bildwiederholrate und der besten Gaming-CPU ihrer Generation',
    overview: [
      'Flux ist für einen 1440p-Monitor mit hoher Bildwiederholrate gemacht. Sein AMD Ryzen 7 7800X3D gibt acht Kernen 96 MB L3-Cache, den Großteil davon auf den Chip gestapelt – deshalb war er in Spielen die Nummer eins seiner Generation. In CPU-lastigen Titeln wie Counter-Strike 2, Valorant oder dem Stadt-Akt von Baldur’s Gate 3 setzt er sich am deutlichsten ab.',
      'Die GeForce RTX 5070 mit 12 GB stemmt 1440p mit hohen Details, und DLSS 4 mit Multi Frame Generation schafft in unterstützten Spielen zusätzlichen Spielraum. Das ist das Paar für alle, die in kompetitiven Spielen die Bildrate und in Einzelspieler-Titeln die Bildqualität wollen, ohne ein Flaggschiff zu bezahlen.',
    ],
  },
  'rigsmith-volt': {
    tagline: '1440p auf Ultra, leise gehalten',
    overview: [
      'Volt schafft 1440p auf Ultra mit einer AMD Radeon RX 9070 mit 16 GB Grafikspeicher und FSR 4, einer der effizientesten Karten ihrer Klasse. Der Intel Core Ultra 5 245K mit 14 Kernen auf der LGA1851-Plattform mit DDR5-Speicher hält die Bildrate in offenen Welten wie in vollen Mehrspieler-Matches stabil.',
      'Beide Chips arbeiten sparsam, deshalb kommt Volt mit Luftkühlung aus: ein Tower-Kühler und langsam drehende Gehäuselüfter statt einer Pumpe. Das ist das Modell für alle, die 1440p mit maximalen Details wollen, ohne den PC durchs Headset zu hören.',
    ],
  },
  'rigsmith-surge': {
    tagline: '1440p auf Ultra und der Einstieg in 4K, mit Licht',
    overview: [
      'Surge verbindet die AMD Radeon RX 9070 XT mit 16 GB Grafikspeicher und FSR 4 mit dem Ryzen 7 9700X mit acht Kernen. Das reicht für 1440p auf Ultra und in vielen Spielen für 4K mit hohen Details; welche das sind, zeigen die Schätzungen auf dieser Seite.',
      'Er ist auch das Schaustück der Reihe: ARGB-Lüfter und -Beleuchtung hinter einer Glasscheibe, an die Header des Mainboards angeschlossen, sodass eine App alle Farben steuert. Der 9700X, ein Zen-5-Chip mit 65 W, überlässt das Kühlbudget der Grafikkarte, wo es am meisten bringt.',
    ],
  },
  'rigsmith-nova': {
    tagline: '1440p mit 165 Hz und mehr, 4K mit hohen Details',
    overview: [
      'Nova ist um den AMD Ryzen 7 9800X3D gebaut, den schnellsten Gaming-Prozessor in unserem Sortiment. Seine 96 MB L3-Cache sitzen jetzt unter den Kernen, die dadurch höher takten als bei früheren X3D-Chips; in CPU-limitierten Spielen ist das der Unterschied, ob du einen 165-Hz- oder 240-Hz-Monitor ausreizt oder nicht.',
      'Die GeForce RTX 5070 Ti bringt 16 GB Grafikspeicher und DLSS 4 mit Multi Frame Generation, für 1440p mit maximalen Details und 4K mit hohen. Eine 360-mm-AiO-Wasserkühlung hält den Prozessor stundenlang auf Boost-Takt, leise.',
    ],
  },
  'rigsmith-vortex': {
    tagline: '4K mit hohen Details – und eine Workstation, wenn das Spiel zu ist',
    overview: [
      'Vortex zielt auf 4K mit hohen Details: eine GeForce RTX 5080 mit 16 GB GDDR7 und DLSS 4 mit Multi Frame Generation, gepaart mit dem Intel Core Ultra 7 265K, 20 Kerne auf der LGA1851-Plattform.',
      'Auch außerhalb von Spielen verdient er sich seinen Platz. Die 20 Kerne des 265K kompilieren, exportieren und rendern; die zwei Video-Encoder der RTX 5080 beschleunigen Exporte in Premiere Pro und DaVinci Resolve, und CUDA und OptiX tun dasselbe für Blender. Ein Rechner fürs Spielen am Abend und die Arbeit am Tag.',
    ],
  },
  'rigsmith-titan': {
    tagline: '4K auf Ultra, Streaming und Rendering auf 16 Kernen',
    overview: [
      'Titan schafft 4K auf Ultra und wird nicht langsamer, wenn ein Stream oder ein Render dazukommt. Sein AMD Ryzen 9 9950X3D hat 16 Kerne und 32 Threads: Spiele laufen auf den acht Kernen mit 3D V-Cache, Encoding, Kompilieren und Rendern nutzen alle sechzehn. 64 GB DDR5 fassen große Projekte ebenso wie stark gemoddete Spiele.',
      'Die GeForce RTX 5080 mit 16 GB trägt die Spiele in 4K und bringt DLSS 4 mit Multi Frame Generation mit. Nimm Titan statt Vortex, wenn lange Renderings, Simulationen oder große Codebasen zu deinem Alltag gehören; nur zum Spielen liegen beide nah beieinander.',
    ],
  },
  'rigsmith-zenith': {
    tagline: 'Der schnellste PC, den wir bauen: 4K mit hoher Bildwiederholrate',
    overview: [
      'Zenith ist die Spitze der Reihe: die GeForce RTX 5090 mit 32 GB GDDR7 und der AMD Ryzen 7 9800X3D, der schnellste Gaming-Prozessor in unserem Sortiment. Erst dieses Paar macht 4K mit hoher Bildwiederholrate und Path Tracing in hohen Auflösungen realistisch, DLSS 4 und Multi Frame Generation obendrauf.',
      'Die RTX 5090 zieht bis zu 575 W, und Zenith ist entsprechend gebaut: ein Big-Tower-Gehäuse, in dem die Karte atmen kann, eine 360-mm-AiO für den Prozessor und ein 1200-W-Netzteil mit reichlich Reserve. Nichts daran ist ein Kompromiss.',
    ],
  },
};
