import type { ModelSlug, SeedModelCopy } from '../../types';

export const modelCopyEsEs: Record<ModelSlug, SeedModelCopy> = {
  'rigsmith-spark': {
    tagline: 'El precio más bajo de la gama, pensado para los esports a 1080p',
    overview: [
      'Spark es el camino más corto para jugar en PC: un AMD Ryzen 5 5600 de seis núcleos y una Radeon RX 6600 con 8 GB de memoria de vídeo, sobre una placa base Micro-ATX. Está pensado para 1080p y para los juegos más jugados —Counter-Strike 2, Valorant, Fortnite, Minecraft— y las estimaciones de esta página muestran lo que rinde en cada uno.',
      'En los juegos para un jugador más pesados, la RX 6600 se mueve con soltura en calidad media o alta, y el escalado FSR recupera fotogramas cuando el juego lo ofrece. La plataforma AM4 y la memoria DDR4 son las que mantienen el precio tan bajo; seis núcleos y doce hilos siguen bastando para un juego, Discord y el navegador a la vez.',
    ],
  },
  'rigsmith-ember': {
    tagline: '1080p en calidad alta en los grandes lanzamientos',
    overview: [
      'Ember combina un Intel Core i5-12400F, seis núcleos de alto rendimiento y doce hilos, con una NVIDIA GeForce RTX 4060. Es una tarjeta hecha para 1080p en calidad alta en los juegos AAA actuales, y el DLSS con Frame Generation lleva aún más lejos los títulos exigentes que lo admiten.',
      'La RTX 4060 consume unos 115 W, así que el equipo se mantiene fresco y silencioso a plena carga. La plataforma LGA1700 con memoria DDR4 deja el coste donde debe estar en un PC de entrada y reserva el presupuesto para la pieza que más pesa en los FPS: la tarjeta gráfica.',
    ],
  },
  'rigsmith-pulse': {
    tagline: '1080p en ultra y un primer paso hacia 1440p, en una plataforma con futuro',
    overview: [
      'Pulse une el AMD Ryzen 5 7600 de seis núcleos con una GeForce RTX 5060 Ti de 16 GB de memoria de vídeo. A 1080p mueve los juegos en ultra; a 1440p aguanta la calidad alta en la mayoría, y sus 16 GB dejan sitio a los paquetes de texturas en alta resolución que las tarjetas de 8 GB tienen que rebajar.',
      'Se apoya en AM5 con memoria DDR5, el socket que AMD se ha comprometido a mantener hasta 2027 y más allá, de modo que un Ryzen más rápido podrá montarse más adelante en la misma placa base. El DLSS 4 con Multi Frame Generation da a esta tarjeta de la serie RTX 50 un margen extra en los juegos compatibles.',
    ],
  },
  'rigsmith-nano': {
    tagline: 'Un PC gaming de verdad en una caja Mini-ITX, para el escritorio o la tele',
    overview: [
      'Nano mete un PC gaming de verdad en una caja compacta: placa base Mini-ITX, fuente de alimentación SFX y disipador de CPU de perfil bajo. Dentro van un AMD Ryzen 7 7700 de ocho núcleos y 65 W de TDP y una GeForce RTX 4060 Ti, una pareja elegida porque da un 1080p sólido y un buen 1440p sin generar el calor que una caja pequeña no podría evacuar.',
      'Cabe en un escritorio donde no entra una torre, o bajo la tele, donde con el HDMI y un mando se convierte en una consola de salón con tu biblioteca de Steam. Cada Nano se monta con el cableado pensado para el flujo de aire de la caja pequeña y se prueba a plena carga antes de salir, porque un equipo compacto deja menos margen para los atajos.',
    ],
  },
  'rigsmith-arc': {
    tagline: '1440p en calidad alta, con margen para hacer streaming',
    overview: [
      'Arc está hecho para 1440p en calidad alta: una AMD Radeon RX 9060 XT con 16 GB de memoria de vídeo y escalado FSR 4, movida por un Intel Core i5-14600K de 14 núcleos y 20 hilos sobre la plataforma LGA1700 con memoria DDR5.',
      'Esos núcleos son la razón por la que Arc va tan bien para hacer streaming. El codificador por hardware de la tarjeta se encarga de la emisión en AV1, HEVC o H.264, mientras los núcleos de eficiencia del 14600K llevan OBS, el chat y las pestañas del navegador: el juego se queda con los núcleos de alto rendimiento.',
    ],
  },
  'rigsmith-flux': {
    tagline: '1440p a alta frecuencia, con la mejor CPU gaming de su generación',
    overview: [
      'Flux está hecho para un monitor 1440p de alta frecuencia. Su AMD Ryzen 7 7800X3D da a ocho núcleos 96 MB de caché L3, en su mayor parte apilada sobre el chip: por eso dominó su generación en juegos. Los títulos que tiran de CPU, como Counter-Strike 2, Valorant o el acto de la ciudad de Baldur’s Gate 3, son donde marca la diferencia.',
      'La GeForce RTX 5070 con 12 GB sostiene 1440p en calidad alta, y el DLSS 4 con Multi Frame Generation añade margen en los juegos compatibles. Es la pareja para quien quiere FPS en los competitivos y calidad de imagen en los de un jugador, sin pagar un tope de gama.',
    ],
  },
  'rigsmith-volt': {
    tagline: '1440p en ultra, en silencio',
    overview: [
      'Volt mueve 1440p en ultra con una AMD Radeon RX 9070 de 16 GB de memoria de vídeo y FSR 4, una de las tarjetas más eficientes de su categoría. El Intel Core Ultra 5 245K, 14 núcleos sobre la plataforma LGA1851 con memoria DDR5, mantiene los FPS estables tanto en mundo abierto como en partidas multijugador cargadas.',
      'Los dos chips consumen poco, así que Volt se refrigera solo por aire: un disipador de torre y ventiladores de caja que giran despacio, sin bomba. Es el modelo para quien quiere 1440p al máximo detalle sin oír el PC a través de los auriculares.',
    ],
  },
  'rigsmith-surge': {
    tagline: '1440p en ultra y un primer paso al 4K, con luz propia',
    overview: [
      'Surge combina la AMD Radeon RX 9070 XT, con 16 GB de memoria de vídeo y FSR 4, con el Ryzen 7 9700X de ocho núcleos. Da para 1440p en ultra y para 4K en calidad alta en muchos juegos; las estimaciones de esta página te dicen en cuáles.',
      'También es el escaparate de la gama: ventiladores e iluminación ARGB tras un panel de cristal, conectados a los cabezales de la placa base para que una sola aplicación controle todos los colores. El 9700X, un chip Zen 5 de 65 W, deja el presupuesto de refrigeración a la tarjeta gráfica, que es donde más rinde.',
    ],
  },
  'rigsmith-nova': {
    tagline: '1440p a 165 Hz o más, 4K en calidad alta',
    overview: [
      'Nova gira en torno al AMD Ryzen 7 9800X3D, el procesador para juegos más rápido que vendemos. Sus 96 MB de caché L3 están ahora bajo los núcleos, lo que les permite subir más de frecuencia que los X3D anteriores; en los juegos limitados por la CPU, es la diferencia entre seguir el ritmo de un monitor de 165 Hz o 240 Hz y quedarse corto.',
      'La GeForce RTX 5070 Ti aporta 16 GB de memoria de vídeo y DLSS 4 con Multi Frame Generation, para 1440p al máximo y 4K en calidad alta. Una refrigeración líquida AIO de 360 mm mantiene el procesador en sus frecuencias turbo durante horas, en silencio.',
    ],
  },
  'rigsmith-vortex': {
    tagline: '4K en calidad alta, y una estación de trabajo al cerrar el juego',
    overview: [
      'Vortex apunta a 4K en calidad alta: una GeForce RTX 5080 con 16 GB de GDDR7 y DLSS 4 con Multi Frame Generation, junto al Intel Core Ultra 7 265K, 20 núcleos sobre la plataforma LGA1851.',
      'También se gana el sueldo fuera de los juegos. Los 20 núcleos del 265K compilan, exportan y renderizan; los dos codificadores de vídeo de la RTX 5080 aceleran las exportaciones en Premiere Pro y DaVinci Resolve, y su compatibilidad con CUDA y OptiX hace lo mismo en Blender. Una sola máquina para jugar por la noche y trabajar de día.',
    ],
  },
  'rigsmith-titan': {
    tagline: '4K en ultra, streaming y renderizado con 16 núcleos',
    overview: [
      'Titan mueve 4K en ultra y no se frena cuando añades un directo o un renderizado. Su AMD Ryzen 9 9950X3D tiene 16 núcleos y 32 hilos: los juegos corren en los ocho núcleos con 3D V-Cache, mientras que la codificación, la compilación y el renderizado usan los dieciséis. Sus 64 GB de DDR5 acogen tanto proyectos grandes como juegos llenos de mods.',
      'La GeForce RTX 5080 con 16 GB lleva los juegos en 4K y añade DLSS 4 con Multi Frame Generation. Elige Titan en lugar de Vortex si tu jornada incluye renderizados largos, simulaciones o proyectos de código grandes; solo para jugar, los dos están muy cerca.',
    ],
  },
  'rigsmith-zenith': {
    tagline: 'El PC más rápido que montamos: 4K a alta frecuencia',
    overview: [
      'Zenith es la cima de la gama: la GeForce RTX 5090 con 32 GB de GDDR7 y el AMD Ryzen 7 9800X3D, el procesador para juegos más rápido que vendemos. Es la pareja que hace realistas el 4K a alta frecuencia y el trazado de rutas en alta resolución, con DLSS 4 y Multi Frame Generation como remate.',
      'La RTX 5090 consume hasta 575 W, y Zenith está construido en consecuencia: una caja full tower en la que la tarjeta respira, una AIO de 360 mm para el procesador y una fuente de 1200 W con margen de sobra. Nada aquí dentro es un compromiso.',
    ],
  },
};
