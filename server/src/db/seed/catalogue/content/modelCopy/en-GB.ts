import type { ModelSlug, SeedModelCopy } from '../../types';

export const modelCopyEnGb: Record<ModelSlug, SeedModelCopy> = {
  'rigsmith-spark': {
    tagline: 'The lowest price in the range, built for 1080p esports',
    overview: [
      'Spark is the shortest way into PC gaming: a six-core AMD Ryzen 5 5600 and a Radeon RX 6600 with 8 GB of video memory, on a Micro-ATX board. It is built for 1080p and the games people play most — Counter-Strike 2, Valorant, Fortnite, Minecraft — and the estimates on this page show what it does in each of them.',
      'In heavier single-player games, the RX 6600 is at home at medium to high settings, and FSR upscaling wins back frames where a game offers it. The AM4 platform and DDR4 memory are what keep the price this low; six cores and twelve threads still run a game, Discord and a browser side by side.',
    ],
  },
  'rigsmith-ember': {
    tagline: '1080p at high settings in the big new releases',
    overview: [
      'Ember pairs an Intel Core i5-12400F, six performance cores and twelve threads, with an NVIDIA GeForce RTX 4060. That card is made for 1080p at high settings in current AAA games, and DLSS with Frame Generation lifts demanding titles further where they support it.',
      'The RTX 4060 draws about 115 W, so the whole PC stays cool and quiet under load. The LGA1700 platform with DDR4 memory keeps the cost where an entry-level PC should be, and leaves the budget to the part that matters most for frame rate: the graphics card.',
    ],
  },
  'rigsmith-pulse': {
    tagline: '1080p ultra and a first step into 1440p, on a platform with a future',
    overview: [
      'Pulse combines the six-core AMD Ryzen 5 7600 with a GeForce RTX 5060 Ti carrying 16 GB of video memory. At 1080p it runs games at ultra settings; at 1440p it handles high settings in most of them, and the 16 GB leave room for the high-resolution texture packs that 8 GB cards have to turn down.',
      'It is built on AM5 with DDR5 memory, the socket AMD has committed to supporting through 2027 and beyond, so a faster Ryzen drops into the same motherboard later. DLSS 4 with Multi Frame Generation gives the RTX 50-series card extra headroom in the games that support it.',
    ],
  },
  'rigsmith-nano': {
    tagline: 'A full gaming PC in a Mini-ITX case, for the desk or the TV',
    overview: [
      'Nano puts a proper gaming PC in a small form factor case: a Mini-ITX motherboard, an SFX power supply and low-profile CPU cooling. Inside sit an eight-core AMD Ryzen 7 7700, rated at 65 W, and a GeForce RTX 4060 Ti, a pairing chosen because it gives strong 1080p and solid 1440p performance without the heat a small case cannot shed.',
      'It fits on a desk where a tower would not, or under a TV, where HDMI and a controller make it a living-room console with a Steam library. Every Nano is assembled with its cables routed for the small case’s airflow and tested under full load before it leaves, because a compact build has less margin for shortcuts.',
    ],
  },
  'rigsmith-arc': {
    tagline: '1440p at high settings, with room to stream',
    overview: [
      'Arc is built for 1440p at high settings: an AMD Radeon RX 9060 XT with 16 GB of video memory and FSR 4 upscaling, driven by an Intel Core i5-14600K with 14 cores and 20 threads on the LGA1700 platform with DDR5 memory.',
      'Those cores are why Arc streams well. The card’s hardware encoder takes the stream in AV1, HEVC or H.264, while the 14600K’s efficient cores carry OBS, chat and browser tabs, so the game keeps its performance cores to itself.',
    ],
  },
  'rigsmith-flux': {
    tagline: '1440p at high refresh rates, with the best gaming CPU of its generation',
    overview: [
      'Flux is made for a 1440p high-refresh monitor. Its AMD Ryzen 7 7800X3D gives eight cores 96 MB of L3 cache, most of it stacked on the chip, which is why it led its generation in games: CPU-heavy titles such as Counter-Strike 2, Valorant and Baldur’s Gate 3’s busy city act are where it pulls ahead.',
      'The GeForce RTX 5070 with 12 GB handles 1440p at high settings, and DLSS 4 with Multi Frame Generation adds headroom in the games that support it. This is the pairing for players who want the frame rate in competitive games and the image quality in single-player ones, without paying for a flagship.',
    ],
  },
  'rigsmith-volt': {
    tagline: '1440p ultra, kept quiet',
    overview: [
      'Volt runs 1440p at ultra settings on an AMD Radeon RX 9070 with 16 GB of video memory and FSR 4, one of the most efficient cards of its class. The Intel Core Ultra 5 245K, 14 cores on the LGA1851 platform with DDR5 memory, keeps the frame rate steady in open-world games and busy multiplayer matches.',
      'Both chips are efficient, so Volt is cooled by air alone: a tower cooler and slow-turning case fans rather than a pump. It is the model for players who want 1440p at full detail without hearing their PC through a headset.',
    ],
  },
  'rigsmith-surge': {
    tagline: '1440p ultra and a first step into 4K, lit up',
    overview: [
      'Surge pairs the AMD Radeon RX 9070 XT, 16 GB of video memory and FSR 4, with the eight-core Ryzen 7 9700X. That is enough for 1440p at ultra settings and for 4K at high settings in many games; the estimates on this page show which.',
      'It is also the range’s showpiece: ARGB fans and lighting behind a glass panel, wired to the motherboard’s headers so one app sets every colour. The 9700X, a Zen 5 chip rated at 65 W, leaves the cooling budget to the graphics card, where it does the most good.',
    ],
  },
  'rigsmith-nova': {
    tagline: '1440p at 165 Hz and beyond, 4K at high settings',
    overview: [
      'Nova is built around the AMD Ryzen 7 9800X3D, the fastest gaming processor we sell. Its 96 MB of L3 cache now sits under the cores, which lets them clock higher than the previous X3D chips; in CPU-bound games that is the difference between following a 165 Hz or 240 Hz monitor and falling short of it.',
      'The GeForce RTX 5070 Ti brings 16 GB of video memory and DLSS 4 with Multi Frame Generation, for 1440p at the highest settings and 4K at high. A 360 mm AIO liquid cooler keeps the processor at its boost clocks for hours, quietly.',
    ],
  },
  'rigsmith-vortex': {
    tagline: '4K at high settings, and a workstation when the game is closed',
    overview: [
      'Vortex is for 4K at high settings: a GeForce RTX 5080 with 16 GB of GDDR7 and DLSS 4 with Multi Frame Generation, paired with the Intel Core Ultra 7 265K, 20 cores on the LGA1851 platform.',
      'It earns its keep outside games too. The 265K’s 20 cores compile, export and render; the RTX 5080’s two video encoders speed up exports in Premiere Pro and DaVinci Resolve, and its CUDA and OptiX support does the same for Blender. One machine for the evening’s gaming and the day’s work.',
    ],
  },
  'rigsmith-titan': {
    tagline: '4K ultra, streaming and rendering on 16 cores',
    overview: [
      'Titan runs 4K at ultra settings and does not slow down when you add a stream or a render. Its AMD Ryzen 9 9950X3D has 16 cores and 32 threads: games run on the eight cores with 3D V-Cache, while encoding, compiling and rendering use all sixteen. 64 GB of DDR5 holds large projects and game mods alike.',
      'The GeForce RTX 5080 with 16 GB carries the games at 4K and adds DLSS 4 with Multi Frame Generation. Pick Titan over Vortex if your day involves long renders, simulations or large code bases; for gaming alone, the two are close.',
    ],
  },
  'rigsmith-zenith': {
    tagline: 'The fastest PC we build: 4K at high refresh rates',
    overview: [
      'Zenith is the top of the range: the GeForce RTX 5090, with 32 GB of GDDR7, and the AMD Ryzen 7 9800X3D, the fastest gaming processor we sell. It is the pairing that makes 4K at high refresh rates and path-traced games at high resolutions realistic, with DLSS 4 and Multi Frame Generation on top.',
      'The RTX 5090 draws up to 575 W, so Zenith is built accordingly: a full-tower case with room for the card to breathe, a 360 mm AIO for the processor, and a 1200 W power supply that leaves ample headroom. Nothing in it is a compromise.',
    ],
  },
};
