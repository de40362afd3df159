/**
 * Is a message for Axel? Scope is decided by the domain, not by whether an entry answers it
 * (issue 40): a question about automation, electricity, instrumentation or maintenance is in
 * scope even when no entry fits (the engine then offers the nearest entries). Signals, each from
 * the analysed question (text.ts):
 * - small talk: a message made only of greetings, thanks or farewells, or asking who Axel is;
 * - a domain lexicon (stems of industrial-automation words, strong and weak) and an off-topic
 *   lexicon (cooking, sport, politics, entertainment, weather, health, ...), kept here as data;
 * - the knowledge base's own technical vocabulary: the terms of its titles and tags, less the
 *   everyday words among them (GENERAL_WORDS: 'hora', 'chile', 'valor', 'cambio' ...). It grows
 *   with every entry, so a new area is recognised as soon as it is written.
 */
import { analyze, ENCLOSURE_CODE, normalize, words } from './text.ts';

export type SmallTalk = 'greeting' | 'thanks' | 'farewell' | 'about';

const GREETING_WORDS = new Set(
  'hola holi hey buenas buenos buen dia dias tardes noches saludos que tal como estas esta va todo bien hello hi axel muy'.split(
    ' ',
  ),
);
const THANKS_WORDS = new Set(
  'gracias muchas mil muchisimas te lo agradezco perfecto genial vale ok okay entendido listo excelente muy bien thanks axel buenisimo'.split(
    ' ',
  ),
);
const FAREWELL_WORDS = new Set(
  'adios chao chau hasta luego pronto manana nos vemos bye que te vaya bien buen dia gracias axel'.split(' '),
);
const ABOUT_PATTERNS = [
  /^(?:y )?(?:tu )?quien eres(?: tu)?$/,
  /^(?:y )?que eres$/,
  /^(?:y )?(?:en )?que (?:me )?(?:puedes|podes|sabes) (?:hacer|ayudar(?:me)?)(?: axel)?$/,
  /^(?:y )?(?:sobre )?que temas (?:conoces|sabes|cubres|dominas|manejas)$/,
  /^(?:y )?(?:para )?que sirves$/,
  /^(?:y )?como funcionas$/,
  /^ayuda$/,
];

function onlyWords(ws: string[], allowed: Set<string>): boolean {
  return ws.length > 0 && ws.every((w) => allowed.has(w));
}

/** Greeting, thanks, farewell or a question about Axel itself; null for anything else. */
export function smallTalk(message: string): SmallTalk | null {
  const ws = words(message);
  if (ws.length === 0 || ws.length > 8) return null;
  const joined = ws.join(' ');
  if (ABOUT_PATTERNS.some((p) => p.test(joined))) return 'about';
  // Leading courtesy ('hola axel, buenos dias') is fine; any other word makes it a real question.
  if (onlyWords(ws, THANKS_WORDS) && ws.some((w) => w === 'gracias' || w === 'thanks' || w === 'agradezco'))
    return 'thanks';
  if (
    onlyWords(ws, FAREWELL_WORDS) &&
    ws.some((w) => ['adios', 'chao', 'chau', 'luego', 'pronto', 'vemos', 'bye'].includes(w))
  )
    return 'farewell';
  if (onlyWords(ws, GREETING_WORDS)) return 'greeting';
  if (onlyWords(ws, THANKS_WORDS)) return 'thanks';
  return null;
}

/**
 * Terms of one lexicon line, analysed exactly as questions are (so stems and synonyms line up), and
 * the terms of its words' plurals where the stemmer gives the plural another stem ('correas' is
 * 'corr', 'correa' 'corre'; 'líneas', 'tareas', 'unidades'): a lexicon lists the singular.
 */
function lexicon(text: string): Set<string> {
  const terms = new Set(analyze(text));
  for (const w of text.split(/\s+/)) {
    if (!/^[a-z]{3,}$/.test(w) || /[sxz]$/.test(w)) continue;
    const plural = analyze(/[aeiou]$/.test(w) ? `${w}s` : `${w}es`);
    // Only a plural that stays a form of the word ('pares' is a synonym of stopping, not of 'par').
    if (plural.length === 1 && plural[0].startsWith(w.slice(0, 3))) terms.add(plural[0]);
  }
  return terms;
}

/**
 * Words that place a question in industrial automation. Strong ones alone are enough; general
 * technical words (temperatura, presion, cable, programa) count half, so 'a que temperatura
 * horneo pan' does not pass on them while 'temperatura del horno con termopar' does. Both are
 * matched as analysed terms (stems, synonyms applied), like the knowledge base.
 */
const DOMAIN_STRONG = lexicon(`
  plc automatizacion automatizar automatizado industrial industria iec61131 ladder textoestructurado fbd sfc pou scan
  analogica analogico cpu firmware step7 studio5000 rslogix codesys twincat siemens rockwell allen bradley schneider
  omron mitsubishi beckhoff simatic logix plcsim contador temporizador flanco rung pulsador pnp npn
  modbus rtu tcp rs485 rs232 esclavo holding coil crc profinet profibus gsd gsdml ethernetip cip eds rpi opcua opcda
  namespace historian timeout mqtt fieldbus vlan ethernet topologia mrp dlr gateway latencia jitter tsn
  lazo420 lazo010 hart transmisor transductor instrumentacion sensor sonda rtd termopar termistor ntc encoder
  cuadratura inductivo fotoelectrico ultrasonico celdacarga caudalimetro manometro presostato termostato
  calibracion shunt rpm
  variador servo motor asincrono trifasico monofasico arrancadorsuave contactor rele guardamotor torque
  deslizamiento bobinado megado megohmetro
  pid proporcional derivativo sintonia sintonizar ziegler nichols setpoint consigna scada hmi
  neumatica neumatico hidraulica hidraulico cilindro electrovalvula valvula compresor actuador frl comprimido bomba
  paroemergencia sil performancelevel iso13849 iec62061 enclavamiento resguardo arranquedirecto
  reductor motorreductor acoplamiento lubricacion lubricante engranaje tablero caidatension
  manpredictivo predictivo preventivo vibracion rodamiento termografia mtbf mttr oee
  falla cortocircuito multimetro osciloscopio puestatierra blindaje cableado borne fusible interruptor magnetotermico
  vdc vac robot cnc plcopen bloquedatos
  direccionplc diferencial amperio amperios disyuntor breaker luminaria alumbrado subestacion bornera canaleta capacitor
  caldera chumacera prensaestopa polipasto chancador
  harnero catalina pinon buje chaveta chavetero rectificador envasadora etiquetadora paletizadora encajonadora autoclave
  rotametro espesador flotacion tolva chute polin raspador pasteurizador chiller intercambiador evaporador reconectador
  pararrayos aislador aislacion ablandador dosificador dosificadora agitador hidrociclon montacargas brida empaquetadura
  acople fresadora soldadora electrodo
  tpm fmea amfe rcm confiabilidad mantenibilidad psi kpa mpa mbar kgf kva kvar optoacoplador diodo transistor triac
  tiristor scr igbt mosfet bornes polea poleas fotocelula fotocelda motorreductor reductor
  inkjet selladora llenadora tapadora termoformadora envolvedora flejadora extrusora inyectora plegadora cizalla troquel
  troqueladora esmeril monomodo multimodo galvanizado electrolito encamisado metalizado decantador clarificador
  osmosis riles ishikawa rociador rociadores extintor extintores
`);

const DOMAIN_WEAK = lexicon(`
  temperatura presion nivel caudal velocidad posicion peso tension voltaje corriente potencia energia kw hp cv amperios voltios
  ohmios ma hz cable conector alarma tiempo senal control controlar medir medicion instalar configurar configuracion conectar
  conexion comunicacion protocolo puerto direccion datos horno tanque agua vapor equipo dispositivo maquina programa
  programar programacion bloque funcion entrada salida modulo red bus switch servidor cliente nodo registro tarea ciclo
  maestro carga resistencia fuente alimentacion linea planta produccion banda cinta freno frecuencia par rampa categoria
  bomba unidad aire aceite ruido interferencia tablero electrico proceso variable integral diagnostico mantenimiento
  seguridad luz ip mascara anillo certificado suscripcion portal incremental absoluto pulso final carrera avance
  ultrasonido tendencias estrella triangulo induccion digital capacitivo correctivo transportador escalado
  pieza piezas botella caja envase reiniciar reset sincrono tag tags historico historicos riesgo norma normativa
  cadena correa eje sirena baliza bocina segundos minutos voltio secador mezcladora centrifuga quemador tambor rodillo
  transformador iluminacion condensador escobilla escalerilla perno pernos grua reten soldadura impulso intervenir
  boquilla molde matriz fibra lector ducto pintura incendio sarro incrustaciones algas contratista contratistas
  taladro torno guillotina lux fundicion repuesto repuestos
`);

/** Electricity's laws and circuits ('la ley de Ohm', 'resistencias en paralelo'): domain phrases (ELECTRICAL_THEORY). */
const ELECTRICAL_THEORY_PHRASES = [
  'ley(?:es)? de (?:ohm|kirchhoff|kirchoff|joule|watt|faraday|lenz)',
  '(?:resistencias?|resistores?|ampolletas?|condensadores?|circuitos?) (?:en )?(?:serie|paralelo)',
  'divisor(?:es)? de (?:tension|voltaje)',
];

/** The machines of a plant a stop is reported of ('la máquina', 'la línea 2', 'el equipo'; DOMAIN_PHRASES). */
const PLANT_MACHINE =
  '(?:maquinas?|equipos?|lineas?|planta|cintas?|correas?|bandas?|transportador(?:es)?|prensas?|hornos?|calderas?|chillers?|compresor(?:es)?|bombas?|motor(?:es)?|robots?|envasadoras?|llenadoras?|selladoras?|etiquetadoras?|extrusoras?|inyectoras?|ventilador(?:es)?|molinos?|chancador(?:es)?|harneros?|mezcladoras?|centrifugas?|secador(?:es)?|tornos?|fresadoras?)';

/**
 * Phrases that place a question in the domain although each of their words is everyday language
 * ('bus de campo', 'sentido de giro', 'tres hilos', 'media tensión', 'doble efecto'). Each counts as
 * a strong word. Matched on the normalised text (accents removed), as whole words, plurals allowed.
 */
const DOMAIN_PHRASES = [
  'bus(?:es)? de campo',
  '(?:cinta|correa|banda)s? transportadoras?',
  'sentido de giro',
  'giro invertido',
  '(?:dos|tres|cuatro|seis|[2346]) hilos',
  'normalmente (?:abierto|cerrado)s?',
  '(?:baja|media|alta) tension',
  'trabajos? (?:en|sin) tension',
  '(?:doble|simple) efecto',
  'pico a pico',
  'frecuencia natural',
  'consumo de aire',
  'aire comprimido',
  'presion de (?:trabajo|descarga|succion|corte|aspiracion)',
  'punto de (?:operacion|trabajo) de (?:la|una) bomba',
  'horas de (?:marcha|funcionamiento|servicio)',
  'orden(?:es)? de trabajo',
  'permiso de trabajo',
  'cero vivo',
  'imagen de proceso',
  'variables? de proceso',
  'tiempo de ciclo',
  'cambio de aceite',
  'separador de aceite',
  'sala de (?:control|maquinas|bombas|compresores)',
  'calidad de (?:energia|la energia|aire|del aire)',
  'energia almacenada',
  'energia cero',
  'evaluacion de riesgos?',
  'analisis de (?:riesgos?|vibraciones|aceite)',
  'mantencion (?:preventiva|correctiva|predictiva)',
  'mantenimiento (?:preventivo|correctivo|predictivo)',
  '(?:licencia|instalador|instaladores|declaracion|inscripcion|certificado|norma|normas|ante la|de la|la) sec',
  'todo o nada',
  'consumo en vacio',
  'accion (?:directa|inversa)',
  'cambio de giro',
  'centro (?:cerrado|abierto|tandem)',
  'altura (?:de cierre|manometrica|de elevacion|de aspiracion)',
  // Fourth round: a protection that trips, as it is reported at home or at the plant ('se bota el
  // automático', 'salta el diferencial'), and the electrical installation of a building.
  '(?:se )?(?:bota|boto|botan|cae|cayo|caen|salta|salto|saltan|dispara|disparo|desconecta|corta) (?:el|la|los|las) (?:automatico|automaticos|diferencial|diferenciales|termico|termicos|guardamotor|breaker|interruptor|proteccion|protecciones|fusible|fusibles)',
  '(?:luces|luz|lampara|lamparas|iluminacion|alumbrado|equipos?) de emergencia',
  '(?:tablero|circuito|circuitos|red) de (?:alumbrado|fuerza|enchufes|control)',
  'sello mecanico',
  'banco de condensadores',
  'puesta en marcha',
  'parada de planta',
  'luz piloto',
  '(?:hoja|hojas) de datos',
  '(?:placa|datos) de (?:caracteristicas|placa)',
  'plan de mantencion',
  'plan de mantenimiento',
  '(?:ensayos?|pruebas?) no destructiv[oa]s?',
  'tintas? penetrantes?',
  'particulas magneticas',
  'causa raiz',
  '(?:6|9|12|seis|nueve|doce) puntas',
  // Seventh round: the plant's utilities, its other machines and how maintenance is run, named in
  // everyday words (cooling towers, water treatment, fire protection, forklifts, fibre, vision...).
  'fibra optica',
  'torres? de enfriamiento',
  'tratamiento (?:de|del) (?:agua|aguas|riles)',
  'plantas? de tratamiento',
  'agua de (?:proceso|caldera|alimentacion|enfriamiento|torre)',
  '(?:grua|gruas) horquillas?',
  'baterias? de traccion',
  'pruebas? hidrostaticas?',
  'vision artificial',
  'codigos? de barras?',
  'repuestos? criticos?',
  'stock (?:minimo|de repuestos)',
  'horas? punta',
  'demanda (?:maxima|contratada|en horas)',
  '(?:5|cinco) porques',
  'red (?:humeda|seca|contra incendios?)',
  'deteccion de (?:humo|incendios?)',
  '(?:impresoras?|codificadoras?) (?:inkjet|laser|de (?:fechas?|lotes?|codigos?|etiquetas))',
  // Tenth round: a sensor's wire colours ('café, azul y negro'): in Chile 'café' is brown, not the
  // drink of the off-topic list.
  'cafe,? (?:y |o )?(?:azul|blanco|gris)',
  '(?:azul|negro),? (?:y |o )?cafe',
  '(?:cables?|hilos?|conductor(?:es)?) (?:de color )?(?:cafe|marron)',
  // Eleventh round: the power factor, a plant's surcharge on its electricity bill ('coseno phi' is not
  // trigonometry homework: POWER_FACTOR).
  'factor de potencia',
  'potencia reactiva',
  // Twelfth round: the laws and circuits of electricity, which a child's homework asks about too.
  ...ELECTRICAL_THEORY_PHRASES,
  // Thirteenth round: a plant's machine that stops or will not start ('la máquina se para', 'la línea
  // 2 no parte': 'para' and 'parte' are stop words), a trip by its cause ('se para por alta
  // presión'), and belts by their kind ('correas en V').
  `${PLANT_MACHINE}(?: [a-z0-9]+){0,2} (?:se (?:me |nos |le )?(?:para|paran|paro|pararon|detiene|detienen|detuvo|apaga|apagan|apago|traba|traban|trabo|frena|frenan|cae|cayo|bota|boto|corta|corto|desconecta|reinicia)|no (?:parte|parten|partio|arranca|arrancan|arranco|enciende|encienden|prende|prenden|funciona|funcionan|anda|responde|da (?:presion|temperatura|caudal)))`,
  '(?:para|paran|paro|detiene|detienen|detuvo|bota|boto|botan|cae|cayo|corta|corto|dispara|disparo|salta|salto|desconecta|desconecto|apaga|apago|falla|fallo) por (?:(?:alta|baja) |sobre\\s*)(?:presion|temperatura|corriente|tension|voltaje|nivel|carga|velocidad)',
  '(?:correas?|poleas?) (?:en v|trapezoidal(?:es)?|dentadas?|sincronicas?|de transmision)',
].map((p) => new RegExp(`(?<![a-z0-9])${p.replace(/ /g, '\\s+')}(?![a-z0-9])`, 'g'));

/**
 * Electricity's laws and circuits ('la ley de Ohm', 'resistencias en paralelo'): a question about them
 * is about electricity whoever asks, so the school and family words around it ('una guía del liceo',
 * 'el ejercicio de la prueba', 'mi hija') are not counted against it (issue 40: electricity is never
 * refused). Physics or maths homework without them is still refused.
 */
const ELECTRICAL_THEORY = new RegExp(
  `(?<![a-z0-9])(?:${ELECTRICAL_THEORY_PHRASES.join('|').replace(/ /g, '\\s+')})(?![a-z0-9])`,
);

/** School and family words and phrases: who asks, not what about (ELECTRICAL_THEORY). */
const SCHOOL_CONTEXT = new RegExp(
  `(?<![a-z0-9])(?:${[
    '(?:a |de |con |pa |para )?mi (?:papa|mama|hijo|hija|hijos|hijas|sobrino|sobrina|nieto|nieta)',
    '(?:la |mi |una |el |un )?(?:tarea|guia|prueba|ejercicio|examen|certamen)(?: de (?:fisica|ciencias|electricidad|la prueba|la guia))?',
    '(?:del |el |en el |al )?(?:liceo|colegio|universidad)',
    '(?:el |la |mi )?(?:profesor|profesora|profe|alumno|alumna|alumnos|estudiante|apoderado)',
  ]
    .join('|')
    .replace(/ /g, '\\s+')})(?![a-z0-9])`,
  'g',
);

/**
 * Topics Axel does not cover, as normalised words (not stems, so 'sintoma' or 'politica de
 * seguridad' of the domain never collide with them). A hit here outweighs weak domain words.
 */
// Words of a plant's own life stay out of it: 'mecánico' (the maintenance mechanic), 'leche' and
// 'azúcar' (products of food plants), 'lavadora' (a bottle washer), 'microondas' (a level radar),
// 'neumáticos' (pneumatic, plural), 'química' (a chemical plant), 'completo' (complete), 'harina' (a
// flour mill's silos and dust zones), 'pescado' (a fishmeal plant; 'espina de pescado', Ishikawa's
// diagram). 'Dientes' stays: a gear's teeth come with a strong word ('piñón', 'engranaje') that
// outweighs it, and a toothache has none.
const OFF_TOPIC = new Set(
  `receta recetas cocina cocinar cocino horneo pastel pasteles torta tortas tarta tartas galleta galletas pizza
  pollo carne arroz paella ensalada sopa postre postres ingrediente ingredientes huevo huevos chocolate cafe
  vino cerveza restaurante restaurantes cena almuerzo desayuno freidora
  futbol partido partidos gol goles liga mundial champions jugador jugadores entrenador baloncesto tenis beisbol messi
  ronaldo olimpiadas deporte deportes gimnasio maraton
  politica politico politicos presidente presidenta elecciones votar voto gobierno congreso senado diputado ministro
  pelicula peliculas netflix actor actriz cancion canciones musica cantante concierto novela poema poesia videojuego videojuegos
  chiste chistes broma bromas horoscopo zodiaco amor novia novio boda
  clima llover llovera pronostico nieve
  medico medicina enfermedad gripe pastilla dieta adelgazar matematica matematicas
  vacaciones playa hotel vuelos turismo visitar
  bitcoin criptomoneda criptomonedas hipoteca prestamo alquiler indemnizacion
  perro perros gato gatos mascota mascotas
  religion dios iglesia
  guerra napoleon revolucion
  coche bicicleta moto casa dormitorio hogar colegio privacidad movil celular mall supermercado tienda
  freir asado asados cordero empanada empanadas queque kuchen sopaipilla sopaipillas
  pan panes tortilla cazuela porotos guiso mermelada galletones pebre hamburguesa
  fideos lentejas palta asador cocinero chef
  bencina gasolina bencinera camioneta pinchazo pinchada automotriz concesionario
  refrigerador refri calefont calefon hervidor televisor tele aspiradora
  examen examenes certamen profesor profesora profe alumno alumnos alumna estudiante universidad liceo apoderado
  ecuacion ecuaciones seno coseno trigonometria algebra biologia
  remedios paracetamol ibuprofeno fiebre diarrea vomito resfrio tos doctor consultorio veterinario
  sueldo finiquito afp isapre fonasa aguinaldo arriendo dolar uf lucas colo credito creditos
  espalda corazon cardiaco cardiaca mitral marcapasos cadera tobillo migrana duele duelen dolor dolores remedio cirugia kinesiologo
  linkedin facebook instagram tiktok
  richter terremoto temblor temblores tsunami
  iva impuesto impuestos tributario tributaria
  hombro muela muelas dientes dentista pasaje pasajes aerolinea trotar comision`.split(/\s+/),
);

/**
 * Off-topic phrases whose words would otherwise read as domain words ('motor de busqueda',
 * 'aire acondicionado', 'carta de presentacion'). They weigh one and a half (more than a word, less
 * than a word and a strong domain word: 'el aire acondicionado del tablero' stays in) and are
 * removed from the message before its domain words are counted.
 */
const OFF_TOPIC_PHRASES = [
  'motor de busqueda',
  'motores de busqueda',
  'carta de presentacion',
  'carta de motivacion',
  'curriculum vitae',
  'entrevista de trabajo',
  'aire acondicionado',
  'redes sociales',
  'trabajo de historia',
  'tarea de historia',
  'router wifi',
  'router de casa',
  'permiso de circulacion',
  'licencia de conducir',
  // The home and the car: a bill, an appliance, tyres ('neumático' is also 'pneumatic').
  'cuenta de la luz',
  'cuenta de luz',
  'cuenta del agua',
  'cuenta del gas',
  'boleta de la luz',
  'boleta de luz',
  'boleta del agua',
  'boleta de enel',
  'me llego cara',
  'me llego tan cara',
  'mi auto',
  'bombas? de (?:bencina|gasolina|combustible)',
  'el auto (?:hace|tira|no|se|me|anda|bota|pierde|tiene)',
  'cargador del (?:celular|telefono|notebook|computador)',
  'secador de pelo',
  'cocina a gas',
  'del auto',
  'mi carro',
  'del carro',
  'de mi coche',
  'mi camioneta',
  'los neumaticos',
  'las ruedas',
  'rueda pinchada',
  'pastillas de freno',
  'te verde',
  'para el te',
  'presion arterial',
  'la presion alta',
  // Homework and exams ('tarea' alone is a PLC task, 'prueba' a test of a function; 'el auto' may be a
  // selector's position).
  'mi tarea',
  'con la tarea',
  'hacer la tarea',
  'tarea de matematicas',
  'tarea de fisica',
  'tarea de quimica',
  'tarea de calculo',
  'prueba de fisica',
  'prueba de matematicas',
  'prueba de quimica',
  'ejercicio de fisica',
  'ejercicio de matematicas',
  'ejercicio de la prueba',
  'control de lectura',
  // Money and banks ('banco' alone may be a bank of capacitors or a test bench).
  'tarjeta de credito',
  'en el banco(?! de)',
  'del banco(?! de)',
  'al banco(?! de)',
  'cuenta corriente bancaria',
  'cuenta corriente',
  'check engine',
  'cuenta rut',
  // Fifth round: the family ('a mi papá', 'mi señora'), looking for a job, filing taxes, cooking for a dish.
  '(?:a |de |con )?mi (?:papa|mama|hijo|hija|hijos|esposa|senora|marido|suegra|suegro|abuelo|abuela|polola|pololo)',
  'buscar (?:pega|trabajo|empleo)',
  '(?:declarar|pagar|declaracion de) (?:el |la |los )?(?:iva|impuestos?|renta)',
  '(?:pa|para) (?:un|una|el|la|unas|unos) (?:queque|torta|kuchen|pizza|pollo|asado|galletas|pan amasado)',
].map((p) => new RegExp(`(?<![a-z0-9])${p.replace(/ /g, '\\s+')}(?![a-z0-9])`, 'g'));

/**
 * Everyday words that also appear in titles and tags of the knowledge base: they say nothing about
 * the domain by themselves ('¿a qué hora juega Chile?', '¿qué significa soñar con culebras?').
 * Matched as analysed terms, like the lexicons.
 */
const GENERAL_WORDS = lexicon(`
  valor valores elegir eleccion tres cuatro cinco seis uno dos cien mil calcular calculo cambio cambiar cambios bajo baja
  bajar alto alta altas subir servicio indicar indica trabajo trabajar punto puntos tipico tipica seleccion seleccionar
  caliente calor frio fria color colores abierto abrir cerrar cerrado sistema sistemas altura golpe golpes minimo minima
  maximo maxima hora horas horario leer lectura activo activa paso pasos marca marcas comparar comparacion normal normales
  cero base segun directo directa periodo periodico seco seca pie pies invertir constante consumo separar saltar salta
  accion acciones respuesta campo humedad tabla tablas frente diferente diferencia diferencias corte cortar probar prueba
  pruebas secuencia practica practicas condicion condiciones limite limites manual lento lenta calidad ley leyes sintoma
  sintomas sentido giro evitar diseno verificar verificacion permiso general generales modelo modelos asignar escribir
  chile chileno chilena tecnico tecnica licencia orden ordenar fuerza regla reglas bueno buena almacenar efecto efectos vida
  util real parte partes buenos buenas mejores tamano contrasena ingenieria operar operacion plan planes lavar grupo forma libre vacio movimiento
  metodo encontrar uso interior exterior segundo segundos archivo objeto version primero primera ambiente medio inicial
  doble fijo fija centro interno interna lista usuario mano manos estandar acceso mes meses fondo guia mal
  continuo falso cuatro solucion soluciones nuevo nueva entrega gasto suma respaldo extremo ambos problema problemas
  interpretar significa significado aleatorio porque procedimiento rojo importar importante reserva bodega carro
  horizontal vertical natural sol pata dar cantidad empezar estimar critico mapa formato silencio caracter costo costos
  volumen informar local ultimo reaccion robusto seguimiento promedio poner externo exceso relacion imagen evento proyecto
  comentario nombre descripcion catalogo enviar profundidad estacion gris navegar estilo historia temporal plantilla
  plataforma grande copia rol anexo unico llave material documento documentar articulo obligatorio determinar grafico
  alcanzar evaluar reduccion intervenir aportar inteligente onda principio simular llamar variar reducir fecha verano juego
  radio recto relativo equivocado fuera vivo porcentaje secundario entre junto cada mismo nombre dia dias semana ano anos
  plata dinero precio barato caro dejar deja dejo llegar llega caer cae mirar mira raro rara raros raras chico chica pequeno pequena esperar conservar
  impresora impresoras oficina
  año años pago pagar empleado empleo despedir puesto persona personas gente casa familia ciudad pais mundo tiempo libre hoy manana ayer noche tarde temprano
`);

export interface ScopeSignals {
  strong: number;
  weak: number;
  /** Technical terms of the knowledge base's titles and tags (not in the lexicons, not everyday words). */
  base: number;
  off: number;
  /** Question terms the knowledge base contains (and their count). */
  known: number;
  total: number;
}

/** What scopeSignals needs to know of the knowledge base. */
export interface BaseVocabulary {
  documentFrequency(term: string): number;
  headingFrequency(term: string): number;
}

/** Weight of a term of the base's technical vocabulary, relative to a strong lexicon word. */
const BASE_TERM_WEIGHT = 1;

/**
 * How much the message is about the domain, on its words alone: strong words 1, weak words and
 * terms of the base's vocabulary 0.5 (a title or tag word alone may be an everyday word, such as
 * 'gana' or 'prensa').
 */
export function domainScore(s: ScopeSignals): number {
  return s.strong + s.base * 0.5 + s.weak * 0.5;
}

/** The same, with the base's vocabulary at full weight: used when an entry fits the question well. */
export function domainScoreWithFit(s: ScopeSignals): number {
  return s.strong + s.base * BASE_TERM_WEIGHT + s.weak * 0.5;
}

/** 'cos phi', 'coseno fi': the power factor (a domain phrase), not the off-topic 'coseno' of maths. */
const POWER_FACTOR = /(?<![a-z0-9])cos(?:eno)?\s*(?:phi|fi|φ)(?![a-z0-9])/g;

/** Signals of one message: its analysed terms against the lexicons and the base's vocabulary, its words against the off-topic one. */
export function scopeSignals(message: string, base: BaseVocabulary): ScopeSignals {
  let text = normalize(message).replace(POWER_FACTOR, ' factor de potencia ');
  if (ELECTRICAL_THEORY.test(text)) text = text.replace(SCHOOL_CONTEXT, ' ');
  let phrases = 0;
  for (const p of OFF_TOPIC_PHRASES) {
    text = text.replace(p, () => {
      phrases += 1;
      return ' ';
    });
  }
  let domainPhrases = 0;
  for (const p of DOMAIN_PHRASES) domainPhrases += (text.match(p) ?? []).length > 0 ? 1 : 0;
  const unique = [...new Set(analyze(text))];
  const offWords = new Set(words(text).filter((w) => OFF_TOPIC.has(w)));
  const offTerms = new Set([...offWords].flatMap((w) => analyze(w)));
  let strong = domainPhrases;
  let weak = 0;
  let baseTerms = 0;
  let known = 0;
  for (const t of unique) {
    // An enclosure's IP or IK code ('IP65', 'IPX4', 'IK08') is the domain's alone ('ip' alone may be an address).
    if (DOMAIN_STRONG.has(t) || ENCLOSURE_CODE.test(t)) strong += 1;
    else if (DOMAIN_WEAK.has(t)) weak += 1;
    else if (isBaseTerm(t, base) && !offTerms.has(t)) baseTerms += 1;
    if (base.documentFrequency(t) > 0) known += 1;
  }
  const off = offWords.size + 1.5 * phrases;
  return { strong, weak, base: baseTerms, off, known, total: unique.length };
}

/** A term of the base's titles or tags that is not an everyday word (nor a number under three digits). */
function isBaseTerm(term: string, base: BaseVocabulary): boolean {
  return base.headingFrequency(term) > 0 && !GENERAL_WORDS.has(term) && !/^\d{1,2}$/.test(term);
}

/**
 * Off-topic words decide when no strong domain word stands against them ('receta de pollo al
 * horno'), or when they outnumber the strong ones; 'politica de seguridad en OPC UA' stays in.
 */
export function offTopicWins(s: ScopeSignals): boolean {
  if (s.off === 0) return false;
  if (s.strong === 0) return s.off >= (s.base + s.weak) * 0.5;
  return s.off > s.strong + s.base * 0.5;
}

export const LEXICONS = { strong: DOMAIN_STRONG, weak: DOMAIN_WEAK, off: OFF_TOPIC, general: GENERAL_WORDS };

export function isStrongDomainTerm(term: string): boolean {
  return DOMAIN_STRONG.has(term);
}
