/** Exports: `PAGES_ES`, the Spanish content pages. */
import { contactCard, faq, richText, type SeedPage } from './types';

export const PAGES_ES: readonly SeedPage[] = [
  {
    key: 'about',
    slug: 'sobre-nosotros',
    title: 'Sobre nosotros',
    metaTitle: 'Sobre FerryShop – billetes de ferry a las islas griegas',
    metaDescription: 'FerryShop es un revendedor autorizado de billetes de ferry a las islas griegas y el Adriático, con atención al cliente en seis idiomas.',
    metaKeywords: 'FerryShop, billetes de ferry, islas griegas, sobre nosotros',
    sections: [
      richText(
        '<p>FerryShop es una agencia de viajes en línea que vende billetes de ferry para Grecia y el Adriático. Comparamos en una sola página las salidas de las navieras para que elijas la travesía, el asiento o el camarote y el precio que mejor te convienen, y reserves en pocos minutos.</p>' +
          '<p>Somos un revendedor autorizado: la travesía la realiza la naviera que eliges y tu billete se emite en su sistema de reservas en el momento en que pagas. El precio que ves es la tarifa de la naviera más una pequeña tarifa de servicio claramente indicada.</p>' +
          '<p>Nuestro equipo trabaja en El Pireo y conoce bien las islas. Tanto si viajas con niños, en coche, con una mascota o en grupo, te ayudamos a encontrar la conexión adecuada y respondemos a tus preguntas antes y después de reservar.</p>',
        'Billetes de ferry, sin complicaciones',
      ),
      richText(
        '<ul><li>Salidas de más de treinta navieras a más de 170 puertos</li><li>Pago con tarjeta seguro en la página del banco</li><li>Billetes electrónicos y facturación en línea cuando la naviera los ofrece</li><li>Atención en griego, inglés, alemán, italiano, francés y español</li></ul>',
        'Por qué los viajeros reservan con nosotros',
      ),
      contactCard('Habla con nosotros', '<p>¿Preguntas sobre una ruta o una reserva? Nuestro equipo de atención al cliente te ayudará con gusto.</p>'),
    ],
  },
  {
    key: 'faq',
    slug: 'preguntas-frecuentes',
    title: 'Preguntas frecuentes',
    metaTitle: 'Billetes de ferry: preguntas frecuentes | FerryShop',
    metaDescription: 'Respuestas sobre la reserva de billetes de ferry, billetes electrónicos, viajar con coche o mascota, cambios, cancelaciones y pago.',
    metaKeywords: 'preguntas ferry, billetes de ferry, billete electrónico, ferry con coche, ferry con mascota',
    sections: [
      faq('Reservas y billetes', [
        ['¿Tengo que imprimir mi billete?', '<p>La mayoría de las navieras aceptan el billete electrónico: muestra el billete en el móvil o solo tu documento de identidad en el puerto. Algunas navieras y líneas todavía exigen una tarjeta de embarque impresa en la agencia del puerto; tu correo de confirmación indica lo que se aplica a tu viaje.</p>'],
        ['¿Cuándo debo estar en el puerto?', '<p>Llega al puerto al menos <strong>una hora</strong> antes de la salida con vehículo y 30 minutos antes a pie. El embarque se cierra 15 minutos antes de la salida.</p>'],
        ['¿Puedo reservar para otra persona?', '<p>Sí. Introduce los datos de cada viajero exactamente como aparecen en el documento de identidad o pasaporte con el que viajará.</p>'],
        ['¿Los billetes de niño son más baratos?', '<p>Los menores de 5 años viajan gratis sin asiento propio y los niños de 5 a 10 años tienen tarifa reducida en la mayoría de las navieras. Elige el tipo de pasajero de cada niño al reservar.</p>'],
      ]),
      faq('Vehículos, mascotas y necesidades especiales', [
        ['¿Puedo llevar mi coche o mi moto?', '<p>Sí, en la mayoría de los ferris convencionales. Añade el vehículo con su longitud al buscar; los barcos rápidos llevan menos vehículos o ninguno.</p>'],
        ['¿Puedo viajar con mi mascota?', '<p>Las mascotas viajan en la mayoría de los ferris, en la zona para animales o en un camarote que las admita. Añade la mascota a tu reserva y lleva su cartilla sanitaria y un bozal o transportín.</p>'],
        ['Necesito asistencia a bordo. ¿Qué debo hacer?', '<p>Indícalo al reservar o contacta con atención al cliente al menos 48 horas antes de la salida e informaremos a la naviera para que la asistencia esté preparada.</p>'],
      ]),
      faq('Pago', [
        ['¿Qué formas de pago aceptáis?', '<p>Visa, Mastercard, Maestro y American Express. Pagas en la página segura de nuestro banco; nunca vemos ni guardamos el número de tu tarjeta.</p>'],
        ['¿Se reembolsa la tarifa de servicio?', '<p>La tarifa de servicio cubre la emisión del billete y no se reembolsa al cancelar, salvo que la naviera cancele la salida.</p>'],
      ]),
      contactCard('¿Tienes otra pregunta?', '<p>Nuestro equipo de atención al cliente responde por teléfono y por correo electrónico.</p>'),
    ],
  },
  {
    key: 'how-to-book',
    slug: 'como-reservar',
    title: 'Cómo reservar',
    metaTitle: 'Cómo reservar un billete de ferry en cuatro pasos | FerryShop',
    metaDescription: 'Busca, elige tu salida, introduce los viajeros y paga de forma segura: cómo reservar billetes de ferry en FerryShop.',
    metaKeywords: 'reservar ferry, pasos reserva ferry, billetes de ferry en línea',
    sections: [
      richText(
        '<p>Reservar un billete de ferry lleva pocos minutos. Necesitas los nombres y números de documento o pasaporte de los viajeros, la longitud y la matrícula del vehículo, si lo llevas, y una tarjeta de pago.</p>',
      ),
      richText(
        '<ol><li><strong>Busca.</strong> Elige solo ida, ida y vuelta o un viaje con varios trayectos, los puertos, las fechas y cuántos pasajeros, vehículos y mascotas viajan.</li><li><strong>Elige tu salida.</strong> Compara horarios, duración, navieras y precios, y elige cubierta, butaca o camarote.</li><li><strong>Introduce los viajeros.</strong> Rellena cada pasajero como figura en su documento o pasaporte y añade descuentos, tarjetas de fidelidad o códigos de residente (MAN) si los tienes.</li><li><strong>Paga.</strong> Revisa el resumen, acepta las condiciones y paga con tarjeta en la página segura del banco. Tus billetes llegan al instante por correo electrónico.</li></ol>',
        'Cuatro pasos hasta tu billete',
      ),
      richText(
        '<p>En julio y agosto las salidas a las islas más populares se llenan pronto, sobre todo para vehículos y camarotes. Reserva en cuanto tengas las fechas; podrás cambiar la reserva más adelante según las normas de la naviera.</p>',
        'Conviene saber',
      ),
    ],
  },
  {
    key: 'changes-and-cancellations',
    slug: 'cambios-y-cancelaciones',
    title: 'Cambios y cancelaciones',
    metaTitle: 'Cambiar o cancelar un billete de ferry | FerryShop',
    metaDescription: 'Cómo cambiar la fecha o los viajeros de un billete de ferry, cuánto cuesta cancelar y cuándo recibes el reembolso.',
    metaKeywords: 'cambiar billete ferry, cancelar billete ferry, reembolso ferry',
    sections: [
      richText(
        '<p>Cada naviera fija sus propias normas de cambios y cancelaciones, que forman parte del billete que compras. A continuación encontrarás las normas más habituales; las condiciones exactas de tu billete se muestran antes de pagar y en tu correo de confirmación.</p>',
      ),
      richText(
        '<p>Normalmente puedes cambiar una vez sin coste la fecha, la hora o los nombres de los viajeros hasta 24 horas antes de la salida, pagando solo la posible diferencia de tarifa. Un billete que no se usa ni se cambia antes de la salida pierde su valor.</p>',
        'Cambiar tu billete',
      ),
      richText(
        '<table><thead><tr><th scope="col">Cuándo cancelas</th><th scope="col">Reembolso de la tarifa</th></tr></thead><tbody><tr><td>Más de 7 días antes de la salida</td><td>90 %</td></tr><tr><td>De 7 días a 24 horas antes de la salida</td><td>50 %</td></tr><tr><td>Menos de 24 horas antes de la salida</td><td>Sin reembolso</td></tr></tbody></table>' +
          '<p>Los reembolsos se abonan en la tarjeta utilizada en un plazo de 14 días laborables. Las tarifas promocionales pueden no ser reembolsables.</p>',
        'Cancelar tu billete',
      ),
      richText(
        '<p>Si la naviera cancela una salida, por ejemplo por viento fuerte, puedes viajar en la siguiente salida disponible o recibir el importe íntegro, tarifa de servicio incluida.</p>',
        'Cuando cancela la naviera',
      ),
      contactCard('¿Necesitas cambiar una reserva?', '<p>Envíanos tu número de reserva y lo que quieres cambiar.</p>'),
    ],
  },
  {
    key: 'terms',
    slug: 'terminos-y-condiciones',
    title: 'Términos y condiciones',
    metaTitle: 'Términos y condiciones | FerryShop',
    metaDescription: 'Las condiciones en las que FerryShop vende billetes de ferry como revendedor autorizado de las navieras.',
    metaKeywords: 'términos y condiciones, condiciones billetes de ferry, FerryShop',
    sections: [
      richText(
        '<p>Estos términos se aplican a toda reserva realizada en este sitio web. Al reservar los aceptas junto con las condiciones de transporte de la naviera que realiza tu travesía.</p>',
        '1. Ámbito de aplicación',
      ),
      richText(
        '<p>FerryShop actúa como revendedor autorizado y agente de las navieras. El contrato de transporte se celebra entre tú y la naviera; la naviera es responsable de la travesía, los horarios, el buque y los servicios a bordo.</p>',
        '2. Nuestro papel',
      ),
      richText(
        '<p>Una reserva queda confirmada cuando se acepta el pago y la naviera ha emitido el billete. Te enviamos la confirmación con los números de reserva y de billete por correo electrónico. Comprueba los datos enseguida y comunícanos cualquier error sin demora.</p>',
        '3. Reserva y confirmación',
      ),
      richText(
        '<p>Los precios están en euros e incluyen el IVA y las tasas portuarias. La tarifa de servicio por viaje se muestra por separado antes del pago. Las tarifas pueden cambiar hasta que se confirma la reserva.</p>',
        '4. Precios y pago',
      ),
      richText(
        '<p>Los viajeros deben llevar un documento de identidad o pasaporte válido. Los pasajeros con tarifa reducida deben acreditar su derecho al embarcar; de lo contrario, la naviera puede cobrar la tarifa completa.</p>',
        '5. Documentación de viaje',
      ),
      richText(
        '<p>Los cambios y cancelaciones siguen las normas de la naviera, descritas en nuestra página de cambios y cancelaciones y en tu confirmación. La tarifa de servicio no es reembolsable, salvo que la naviera cancele la salida.</p>',
        '6. Cambios y cancelaciones',
      ),
      richText(
        '<p>Respondemos de la correcta tramitación de tu reserva. No respondemos de retrasos, cancelaciones o cambios de salidas decididos por la naviera o debidos al tiempo u otras circunstancias ajenas a nuestro control; tus derechos en estos casos se rigen por el Reglamento (UE) n.º 1177/2010.</p>',
        '7. Responsabilidad',
      ),
      richText(
        '<p>Dirige tus reclamaciones a nuestro servicio de atención al cliente. Estos términos se rigen por la ley griega; son competentes los tribunales de El Pireo, sin perjuicio de las normas imperativas de protección del consumidor de tu país. También puedes usar la plataforma europea de resolución de litigios en línea.</p>',
        '8. Reclamaciones y ley aplicable',
      ),
    ],
  },
  {
    key: 'privacy',
    slug: 'politica-de-privacidad',
    title: 'Política de privacidad',
    metaTitle: 'Política de privacidad | FerryShop',
    metaDescription: 'Qué datos personales trata FerryShop cuando reservas billetes de ferry, por qué, durante cuánto tiempo y cuáles son tus derechos.',
    metaKeywords: 'política de privacidad, datos personales, RGPD, FerryShop',
    sections: [
      richText(
        '<p>FerryShop, Akti Miaouli 21, 185 35 El Pireo, Grecia, es el responsable del tratamiento de los datos personales recogidos a través de este sitio web. Esta política explica qué recogemos y por qué, conforme al Reglamento General de Protección de Datos (RGPD).</p>',
        'Quiénes somos',
      ),
      richText(
        '<ul><li>Datos de contacto de quien reserva: nombre, correo electrónico, teléfono y dirección</li><li>Datos de los viajeros que exigen las navieras: nombre, sexo, nacionalidad, fecha de nacimiento y número de documento o pasaporte</li><li>Matrículas, números de microchip de mascotas, tarjetas de fidelidad y códigos de residente, cuando los introduces</li><li>Estado e importe del pago (nunca el número de tu tarjeta, que solo trata nuestro banco)</li><li>Datos técnicos necesarios para el funcionamiento seguro del sitio</li></ul>',
        'Qué datos tratamos',
      ),
      richText(
        '<p>Usamos los datos para realizar y gestionar tu reserva (ejecución de un contrato), para cumplir las obligaciones legales de registro de pasajeros y contabilidad (obligación legal) y, solo si lo aceptas, para enviarte nuestro boletín (consentimiento, que puedes retirar en cualquier momento).</p>',
        'Por qué los tratamos',
      ),
      richText(
        '<p>Comunicamos los datos de los viajeros a la naviera que te transporta y los datos de pago a nuestro banco. Nuestros proveedores de alojamiento web y correo tratan datos por cuenta nuestra en virtud de un contrato. No vendemos datos personales.</p>',
        'Quién los recibe',
      ),
      richText(
        '<p>Conservamos los registros de reservas cinco años después del viaje por motivos fiscales, los datos de la cuenta hasta que la cierres y los del boletín hasta que te des de baja.</p>',
        'Cuánto tiempo los conservamos',
      ),
      richText(
        '<p>Tienes derecho de acceso, rectificación y supresión de tus datos, a la limitación del tratamiento, a oponerte a él y a la portabilidad. También puedes reclamar ante la Autoridad Helénica de Protección de Datos (www.dpa.gr).</p>',
        'Tus derechos',
      ),
      contactCard('Preguntas sobre protección de datos', '<p>Escríbenos indicando «Protección de datos» en el asunto.</p>'),
    ],
  },
];
