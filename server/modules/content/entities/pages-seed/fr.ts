/** Exports: `PAGES_FR`, the French content pages. */
import { contactCard, faq, richText, type SeedPage } from './types';

export const PAGES_FR: readonly SeedPage[] = [
  {
    key: 'about',
    slug: 'a-propos',
    title: 'À propos',
    metaTitle: 'À propos de FerryShop – billets de ferry pour les îles grecques',
    metaDescription: 'FerryShop est un revendeur agréé de billets de ferry pour les îles grecques et l’Adriatique, avec un service client en six langues.',
    metaKeywords: 'FerryShop, billets de ferry, îles grecques, à propos',
    sections: [
      richText(
        '<p>FerryShop est une agence de voyages en ligne qui vend des billets de ferry pour la Grèce et l’Adriatique. Nous comparons sur une seule page les départs des compagnies maritimes, pour que vous choisissiez la traversée, le siège ou la cabine et le prix qui vous conviennent, et réserviez en quelques minutes.</p>' +
          '<p>Nous sommes un revendeur agréé : la traversée est assurée par la compagnie que vous choisissez, et votre billet est émis dans son système de réservation dès que vous payez. Le prix affiché est le tarif de la compagnie plus de petits frais de service clairement indiqués.</p>' +
          '<p>Notre équipe travaille au Pirée et connaît bien les îles. Que vous voyagiez avec des enfants, une voiture, un animal ou en groupe, nous vous aidons à trouver la bonne liaison et répondons à vos questions avant et après la réservation.</p>',
        'Des billets de ferry, tout simplement',
      ),
      richText(
        '<ul><li>Les départs de plus de trente compagnies vers plus de 170 ports</li><li>Paiement par carte sécurisé sur la page de la banque</li><li>Billets électroniques et enregistrement en ligne lorsque la compagnie les propose</li><li>Service client en grec, anglais, allemand, italien, français et espagnol</li></ul>',
        'Pourquoi les voyageurs réservent chez nous',
      ),
      contactCard('Parlez-nous', '<p>Une question sur une ligne ou une réservation ? Notre service client se fera un plaisir de vous aider.</p>'),
    ],
  },
  {
    key: 'faq',
    slug: 'questions-frequentes',
    title: 'Questions fréquentes',
    metaTitle: 'Billets de ferry : questions fréquentes | FerryShop',
    metaDescription: 'Réponses sur la réservation de billets de ferry, les billets électroniques, le voyage avec voiture ou animal, les modifications, les annulations et le paiement.',
    metaKeywords: 'FAQ ferry, questions billets de ferry, billet électronique, ferry avec voiture, ferry avec animal',
    sections: [
      faq('Réservation et billets', [
        ['Dois-je imprimer mon billet ?', '<p>La plupart des compagnies acceptent le billet électronique : présentez le billet sur votre téléphone ou simplement votre pièce d’identité au port. Certaines compagnies et lignes exigent encore une carte d’embarquement imprimée à l’agence du port ; votre e-mail de confirmation indique ce qui s’applique à votre voyage.</p>'],
        ['Quand dois-je être au port ?', '<p>Soyez au port au moins <strong>une heure</strong> avant le départ avec un véhicule et 30 minutes avant à pied. L’embarquement ferme 15 minutes avant le départ.</p>'],
        ['Puis-je réserver pour quelqu’un d’autre ?', '<p>Oui. Saisissez les données de chaque voyageur exactement comme elles figurent sur la carte d’identité ou le passeport avec lequel il voyagera.</p>'],
        ['Les billets enfants sont-ils moins chers ?', '<p>Les enfants de moins de 5 ans voyagent gratuitement sans siège attitré et ceux de 5 à 10 ans bénéficient d’un tarif réduit auprès de la plupart des compagnies. Choisissez le type de passager de chaque enfant lors de la réservation.</p>'],
      ]),
      faq('Véhicules, animaux et besoins particuliers', [
        ['Puis-je emmener ma voiture ou ma moto ?', '<p>Oui, sur la plupart des ferries classiques. Ajoutez le véhicule et sa longueur lors de la recherche ; les navires rapides transportent moins de véhicules, voire aucun.</p>'],
        ['Puis-je voyager avec mon animal ?', '<p>Les animaux voyagent sur la plupart des ferries, dans l’espace qui leur est réservé ou dans une cabine adaptée. Ajoutez l’animal à votre réservation et emportez son carnet de santé ainsi qu’une muselière ou une caisse de transport.</p>'],
        ['J’ai besoin d’assistance à bord. Que dois-je faire ?', '<p>Indiquez-le lors de la réservation ou contactez le service client au moins 48 heures avant le départ : nous informerons la compagnie pour que l’assistance soit prête.</p>'],
      ]),
      faq('Paiement', [
        ['Quels moyens de paiement acceptez-vous ?', '<p>Visa, Mastercard, Maestro et American Express. Vous payez sur la page sécurisée de notre banque ; nous ne voyons ni ne conservons jamais votre numéro de carte.</p>'],
        ['Les frais de service sont-ils remboursables ?', '<p>Les frais de service couvrent l’émission du billet et ne sont pas remboursés en cas d’annulation, sauf si la compagnie annule le départ.</p>'],
      ]),
      contactCard('Encore une question ?', '<p>Notre service client répond par téléphone et par e-mail.</p>'),
    ],
  },
  {
    key: 'how-to-book',
    slug: 'comment-reserver',
    title: 'Comment réserver',
    metaTitle: 'Réserver un billet de ferry en quatre étapes | FerryShop',
    metaDescription: 'Recherchez, choisissez votre départ, saisissez les voyageurs et payez en toute sécurité : comment réserver des billets de ferry sur FerryShop.',
    metaKeywords: 'réserver ferry, étapes réservation ferry, billets de ferry en ligne',
    sections: [
      richText(
        '<p>Réserver un billet de ferry ne prend que quelques minutes. Il vous faut les noms et numéros de pièce d’identité ou de passeport des voyageurs, la longueur et l’immatriculation d’un éventuel véhicule et une carte de paiement.</p>',
      ),
      richText(
        '<ol><li><strong>Recherchez.</strong> Choisissez aller simple, aller-retour ou un voyage en plusieurs étapes, les ports, les dates et le nombre de passagers, véhicules et animaux.</li><li><strong>Choisissez votre départ.</strong> Comparez horaires, durée, compagnies et prix, puis choisissez un passage pont, un fauteuil ou une cabine.</li><li><strong>Saisissez les voyageurs.</strong> Renseignez chaque passager comme sur sa pièce d’identité ou son passeport et ajoutez réductions, cartes de fidélité ou codes de résident (MAN) si vous en avez.</li><li><strong>Payez.</strong> Vérifiez le récapitulatif, acceptez les conditions et payez par carte sur la page sécurisée de la banque. Vos billets arrivent aussitôt par e-mail.</li></ol>',
        'Quatre étapes jusqu’à votre billet',
      ),
      richText(
        '<p>En juillet et en août, les départs vers les îles les plus prisées se remplissent tôt, surtout pour les véhicules et les cabines. Réservez dès que vos dates sont fixées ; vous pourrez modifier la réservation plus tard selon les règles de la compagnie.</p>',
        'Bon à savoir',
      ),
    ],
  },
  {
    key: 'changes-and-cancellations',
    slug: 'modifications-et-annulations',
    title: 'Modifications et annulations',
    metaTitle: 'Modifier ou annuler un billet de ferry | FerryShop',
    metaDescription: 'Comment changer la date ou les voyageurs d’un billet de ferry, ce que coûte une annulation et quand vous êtes remboursé.',
    metaKeywords: 'modifier billet ferry, annuler billet ferry, remboursement ferry',
    sections: [
      richText(
        '<p>Chaque compagnie maritime fixe ses propres règles de modification et d’annulation, qui font partie du billet que vous achetez. Voici les règles les plus courantes ; les conditions exactes de votre billet sont indiquées avant le paiement et dans votre e-mail de confirmation.</p>',
      ),
      richText(
        '<p>Vous pouvez généralement changer une fois sans frais la date, l’heure ou les noms des voyageurs jusqu’à 24 heures avant le départ, en ne payant que l’éventuelle différence de tarif. Un billet ni utilisé ni modifié avant le départ perd sa valeur.</p>',
        'Modifier votre billet',
      ),
      richText(
        '<table><thead><tr><th scope="col">Moment de l’annulation</th><th scope="col">Remboursement du tarif</th></tr></thead><tbody><tr><td>Plus de 7 jours avant le départ</td><td>90 %</td></tr><tr><td>De 7 jours à 24 heures avant le départ</td><td>50 %</td></tr><tr><td>Moins de 24 heures avant le départ</td><td>Aucun remboursement</td></tr></tbody></table>' +
          '<p>Les remboursements sont versés sur la carte utilisée sous 14 jours ouvrés. Les tarifs promotionnels peuvent ne pas être remboursables.</p>',
        'Annuler votre billet',
      ),
      richText(
        '<p>Si la compagnie annule un départ, par exemple en raison de vents forts, vous pouvez voyager sur le prochain départ disponible ou être remboursé intégralement, frais de service compris.</p>',
        'Quand la compagnie annule',
      ),
      contactCard('Besoin de modifier une réservation ?', '<p>Envoyez-nous votre numéro de réservation et ce que vous souhaitez changer.</p>'),
    ],
  },
  {
    key: 'terms',
    slug: 'conditions-generales',
    title: 'Conditions générales',
    metaTitle: 'Conditions générales de vente | FerryShop',
    metaDescription: 'Les conditions dans lesquelles FerryShop vend des billets de ferry en tant que revendeur agréé des compagnies maritimes.',
    metaKeywords: 'conditions générales, conditions billets de ferry, FerryShop',
    sections: [
      richText(
        '<p>Les présentes conditions s’appliquent à toute réservation effectuée sur ce site. En réservant, vous les acceptez ainsi que les conditions de transport de la compagnie qui assure votre traversée.</p>',
        '1. Champ d’application',
      ),
      richText(
        '<p>FerryShop agit en tant que revendeur agréé et agent des compagnies maritimes. Le contrat de transport est conclu entre vous et la compagnie ; celle-ci est responsable de la traversée, des horaires, du navire et des services à bord.</p>',
        '2. Notre rôle',
      ),
      richText(
        '<p>Une réservation est confirmée lorsque le paiement est accepté et que la compagnie a émis le billet. Nous vous envoyons la confirmation avec les numéros de réservation et de billets par e-mail. Vérifiez aussitôt les informations et signalez-nous toute erreur sans délai.</p>',
        '3. Réservation et confirmation',
      ),
      richText(
        '<p>Les prix sont en euros et comprennent la TVA et les taxes portuaires. Des frais de service par voyage sont indiqués séparément avant le paiement. Les tarifs peuvent changer jusqu’à la confirmation de la réservation.</p>',
        '4. Prix et paiement',
      ),
      richText(
        '<p>Les voyageurs doivent être munis d’une carte d’identité ou d’un passeport valide. Les passagers bénéficiant d’un tarif réduit doivent présenter un justificatif à l’embarquement ; à défaut, la compagnie peut exiger le plein tarif.</p>',
        '5. Documents de voyage',
      ),
      richText(
        '<p>Les modifications et annulations suivent les règles de la compagnie, décrites sur notre page consacrée aux modifications et annulations et dans votre confirmation. Les frais de service ne sont pas remboursables, sauf annulation du départ par la compagnie.</p>',
        '6. Modifications et annulations',
      ),
      richText(
        '<p>Nous sommes responsables du traitement correct de votre réservation. Nous ne sommes pas responsables des retards, annulations ou modifications de départs décidés par la compagnie ou dus à la météo ou à d’autres circonstances indépendantes de notre volonté ; vos droits dans ces cas relèvent du règlement (UE) n° 1177/2010.</p>',
        '7. Responsabilité',
      ),
      richText(
        '<p>Adressez vos réclamations à notre service client. Les présentes conditions sont régies par le droit grec ; les tribunaux du Pirée sont compétents, sans préjudice des règles impératives de protection des consommateurs de votre pays. Vous pouvez aussi utiliser la plateforme européenne de règlement en ligne des litiges.</p>',
        '8. Réclamations et droit applicable',
      ),
    ],
  },
  {
    key: 'privacy',
    slug: 'politique-de-confidentialite',
    title: 'Politique de confidentialité',
    metaTitle: 'Politique de confidentialité | FerryShop',
    metaDescription: 'Quelles données personnelles FerryShop traite lorsque vous réservez des billets de ferry, pourquoi, combien de temps et quels sont vos droits.',
    metaKeywords: 'politique de confidentialité, données personnelles, RGPD, FerryShop',
    sections: [
      richText(
        '<p>FerryShop, Akti Miaouli 21, 185 35 Le Pirée, Grèce, est responsable du traitement des données personnelles collectées sur ce site. Cette politique explique ce que nous collectons et pourquoi, conformément au Règlement général sur la protection des données (RGPD).</p>',
        'Qui nous sommes',
      ),
      richText(
        '<ul><li>Coordonnées de la personne qui réserve : nom, e-mail, téléphone et adresse</li><li>Données des voyageurs exigées par les compagnies : nom, sexe, nationalité, date de naissance et numéro de pièce d’identité ou de passeport</li><li>Immatriculations, numéros de puce des animaux, cartes de fidélité et codes de résident, lorsque vous les saisissez</li><li>Statut et montant du paiement (jamais votre numéro de carte, traité uniquement par notre banque)</li><li>Données techniques nécessaires au fonctionnement sécurisé du site</li></ul>',
        'Quelles données nous traitons',
      ),
      richText(
        '<p>Nous utilisons les données pour effectuer et gérer votre réservation (exécution d’un contrat), pour respecter les obligations légales d’enregistrement des passagers et de comptabilité (obligation légale) et, uniquement avec votre accord, pour vous envoyer notre newsletter (consentement, révocable à tout moment).</p>',
        'Pourquoi nous les traitons',
      ),
      richText(
        '<p>Nous transmettons les données des voyageurs à la compagnie qui vous transporte et les données de paiement à notre banque. Nos prestataires d’hébergement et d’e-mail traitent des données pour notre compte en vertu d’un contrat. Nous ne vendons pas de données personnelles.</p>',
        'Qui les reçoit',
      ),
      richText(
        '<p>Les dossiers de réservation sont conservés cinq ans après le voyage à des fins fiscales, les données du compte jusqu’à sa fermeture et celles de la newsletter jusqu’à votre désinscription.</p>',
        'Combien de temps nous les conservons',
      ),
      richText(
        '<p>Vous disposez d’un droit d’accès, de rectification et d’effacement, d’un droit à la limitation du traitement, d’opposition et à la portabilité. Vous pouvez aussi introduire une réclamation auprès de l’Autorité hellénique de protection des données (www.dpa.gr).</p>',
        'Vos droits',
      ),
      contactCard('Questions sur la protection des données', '<p>Écrivez-nous en indiquant « Protection des données » en objet.</p>'),
    ],
  },
];
