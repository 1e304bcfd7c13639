/** Exports: `PAGES_EN`, the English content pages. */
import { contactCard, faq, richText, type SeedPage } from './types';

export const PAGES_EN: readonly SeedPage[] = [
  {
    key: 'about',
    slug: 'about-us',
    title: 'About us',
    metaTitle: 'About FerryShop – ferry tickets to the Greek islands',
    metaDescription: 'FerryShop is an authorised reseller of ferry tickets for the Greek islands and the Adriatic, with customer care in six languages.',
    metaKeywords: 'FerryShop, ferry tickets, Greek islands, about us',
    sections: [
      richText(
        '<p>FerryShop is an online travel agency that sells ferry tickets for Greece and the Adriatic. We compare the sailings of the ferry companies on one page, so you can choose the crossing, the seat or cabin and the price that suit you, and book it in a few minutes.</p>' +
          '<p>We are an authorised reseller: the crossing itself is carried out by the ferry company you choose, and your ticket is issued in its reservation system the moment you pay. The price you see is the company’s fare plus a small, clearly shown service fee.</p>' +
          '<p>Our team works from Piraeus and knows the islands well. Whether you travel with children, a car, a pet or a group, we help you find the right connection and answer your questions before and after you book.</p>',
        'Ferry tickets, simply',
      ),
      richText(
        '<ul><li>Sailings of more than thirty ferry companies to over 170 ports</li><li>Secure card payment on the page of the bank</li><li>E-tickets and web check-in wherever the company offers them</li><li>Customer care in Greek, English, German, Italian, French and Spanish</li></ul>',
        'Why travellers book with us',
      ),
      contactCard('Talk to us', '<p>Questions about a route or a booking? Our customer care team is glad to help.</p>'),
    ],
  },
  {
    key: 'faq',
    slug: 'faq',
    title: 'Frequently asked questions',
    metaTitle: 'Ferry tickets: frequently asked questions | FerryShop',
    metaDescription: 'Answers about booking ferry tickets, e-tickets, travelling with a car or pet, changes, cancellations and payment.',
    metaKeywords: 'ferry FAQ, ferry tickets questions, e-ticket, ferry with car, ferry with pet',
    sections: [
      faq('Booking and tickets', [
        ['Do I need to print my ticket?', '<p>Most companies accept an e-ticket: show the ticket on your phone or just your ID at the port. Some companies and routes still require a boarding pass printed at the port office; your confirmation e-mail says which applies to your trip.</p>'],
        ['When should I be at the port?', '<p>Be at the port at least <strong>one hour</strong> before departure with a vehicle and 30 minutes before on foot. Boarding closes 15 minutes before departure.</p>'],
        ['Can I book for someone else?', '<p>Yes. Enter the details of each traveller exactly as they appear on the identity card or passport they will travel with.</p>'],
        ['Are children’s fares cheaper?', '<p>Children under 5 travel free without a seat of their own, and children from 5 to 10 years old get a reduced fare on most companies. Choose the passenger type for each child when you book.</p>'],
      ]),
      faq('Vehicles, pets and special needs', [
        ['Can I take my car or motorbike?', '<p>Yes, on most conventional ferries. Add the vehicle with its length when you search; high-speed boats carry fewer vehicles or none at all.</p>'],
        ['Can I travel with my pet?', '<p>Pets travel on most ferries, in the pet area or in a pet-friendly cabin. Add the pet to your booking and bring its health booklet and a muzzle or carrier.</p>'],
        ['I need assistance on board. What should I do?', '<p>Tell us when you book or contact customer care at least 48 hours before departure, and we will inform the ferry company so that assistance is ready.</p>'],
      ]),
      faq('Payment', [
        ['Which payment methods do you accept?', '<p>Visa, Mastercard, Maestro and American Express. You pay on the secure page of our bank; we never see or store your card number.</p>'],
        ['Is the service fee refundable?', '<p>The service fee covers the issue of the ticket and is not refunded when you cancel, unless the ferry company cancels the sailing.</p>'],
      ]),
      contactCard('Still have a question?', '<p>Our customer care team answers by phone and e-mail.</p>'),
    ],
  },
  {
    key: 'how-to-book',
    slug: 'how-to-book',
    title: 'How to book',
    metaTitle: 'How to book a ferry ticket in four steps | FerryShop',
    metaDescription: 'Search, choose your sailing, enter the travellers and pay securely: how to book ferry tickets on FerryShop.',
    metaKeywords: 'how to book ferry, ferry booking steps, ferry tickets online',
    sections: [
      richText(
        '<p>Booking a ferry ticket takes a few minutes. You need the travellers’ names and identity or passport numbers, the length and plate of any vehicle, and a payment card.</p>',
      ),
      richText(
        '<ol><li><strong>Search.</strong> Choose one-way, return or a trip with several legs, the ports, the dates and how many passengers, vehicles and pets travel.</li><li><strong>Choose your sailing.</strong> Compare departure times, duration, companies and prices, then pick a deck seat, an airline-type seat or a cabin.</li><li><strong>Enter the travellers.</strong> Fill in each passenger as written on their ID or passport, and add discounts, loyalty cards or resident (MAN) codes if you have them.</li><li><strong>Pay.</strong> Check the summary, accept the terms and pay by card on the bank’s secure page. Your tickets arrive by e-mail straight away.</li></ol>',
        'Four steps to your ticket',
      ),
      richText(
        '<p>Sailings to popular islands fill up early in July and August, especially for vehicles and cabins. Book as soon as your dates are fixed; you can still change the booking later under the company’s rules.</p>',
        'Good to know',
      ),
    ],
  },
  {
    key: 'changes-and-cancellations',
    slug: 'changes-and-cancellations',
    title: 'Changes and cancellations',
    metaTitle: 'Changing or cancelling a ferry ticket | FerryShop',
    metaDescription: 'How to change the date or travellers of a ferry ticket, what a cancellation costs and when you get your money back.',
    metaKeywords: 'change ferry ticket, cancel ferry ticket, ferry refund',
    sections: [
      richText(
        '<p>Each ferry company sets its own rules for changes and cancellations, and they are part of the ticket you buy. The rules below are the most common; the exact terms of your ticket are shown before you pay and in your confirmation e-mail.</p>',
      ),
      richText(
        '<p>You can usually change the date, the time or the names of the travellers once without charge up to 24 hours before departure, paying only any difference in fare. A ticket that is not used and not changed before departure loses its value.</p>',
        'Changing your ticket',
      ),
      richText(
        '<table><thead><tr><th scope="col">When you cancel</th><th scope="col">Refund of the fare</th></tr></thead><tbody><tr><td>More than 7 days before departure</td><td>90%</td></tr><tr><td>7 days to 24 hours before departure</td><td>50%</td></tr><tr><td>Less than 24 hours before departure</td><td>No refund</td></tr></tbody></table>' +
          '<p>Refunds are paid to the card you used within 14 working days. Promotional fares may not be refundable.</p>',
        'Cancelling your ticket',
      ),
      richText(
        '<p>If the company cancels a sailing, for example because of strong winds, you may travel on the next available sailing or receive the full amount back, service fee included.</p>',
        'When the ferry company cancels',
      ),
      contactCard('Need to change a booking?', '<p>Send us your reservation number and what you would like to change.</p>'),
    ],
  },
  {
    key: 'terms',
    slug: 'terms-and-conditions',
    title: 'Terms and conditions',
    metaTitle: 'Terms and conditions | FerryShop',
    metaDescription: 'The terms under which FerryShop sells ferry tickets as an authorised reseller of the ferry companies.',
    metaKeywords: 'terms and conditions, ferry tickets terms, FerryShop',
    sections: [
      richText(
        '<p>These terms apply to every booking made on this website. By booking you accept them together with the conditions of carriage of the ferry company that operates your sailing.</p>',
        '1. Scope',
      ),
      richText(
        '<p>FerryShop acts as an authorised reseller and agent of the ferry companies. The contract of carriage is concluded between you and the ferry company; the company is responsible for the crossing, the timetable, the vessel and the services on board.</p>',
        '2. Our role',
      ),
      richText(
        '<p>A booking is confirmed when the payment is accepted and the ferry company has issued the ticket. We send the confirmation with the reservation and ticket numbers by e-mail. Check the details at once and tell us of any mistake without delay.</p>',
        '3. Booking and confirmation',
      ),
      richText(
        '<p>Prices are in euros and include VAT and port charges. A service fee per trip is shown separately before you pay. Fares may change until the booking is confirmed.</p>',
        '4. Prices and payment',
      ),
      richText(
        '<p>Travellers must carry a valid identity card or passport. Passengers with reduced fares must show proof of their entitlement at boarding; otherwise the ferry company may charge the full fare.</p>',
        '5. Travel documents',
      ),
      richText(
        '<p>Changes and cancellations follow the rules of the ferry company, as described on our page on changes and cancellations and in your confirmation. The service fee is not refundable unless the sailing is cancelled by the company.</p>',
        '6. Changes and cancellations',
      ),
      richText(
        '<p>We are liable for the correct processing of your booking. We are not liable for delays, cancellations or changes of sailings decided by the ferry company or caused by weather or other circumstances beyond our control; your rights in such cases follow Regulation (EU) No 1177/2010.</p>',
        '7. Liability',
      ),
      richText(
        '<p>Send complaints to our customer care. These terms are governed by Greek law; the courts of Piraeus have jurisdiction, without prejudice to the mandatory consumer protection rules of your country. You may also use the EU online dispute resolution platform.</p>',
        '8. Complaints and applicable law',
      ),
    ],
  },
  {
    key: 'privacy',
    slug: 'privacy-policy',
    title: 'Privacy policy',
    metaTitle: 'Privacy policy | FerryShop',
    metaDescription: 'Which personal data FerryShop processes when you book ferry tickets, why, for how long and what your rights are.',
    metaKeywords: 'privacy policy, personal data, GDPR, FerryShop',
    sections: [
      richText(
        '<p>FerryShop, Akti Miaouli 21, 185 35 Piraeus, Greece, is the controller of the personal data processed through this website. This policy explains what we collect and why, in line with the General Data Protection Regulation (GDPR).</p>',
        'Who we are',
      ),
      richText(
        '<ul><li>Contact details of the person who books: name, e-mail, phone and address</li><li>Travellers’ details required by the ferry companies: name, sex, nationality, date of birth and identity or passport number</li><li>Vehicle plates, pet chip numbers, loyalty and resident codes when you enter them</li><li>Payment status and amount (never your card number, which only our bank processes)</li><li>Technical data needed to run the website securely</li></ul>',
        'What data we process',
      ),
      richText(
        '<p>We use the data to make and manage your booking (performance of a contract), to meet the legal obligations of passenger registration and accounting (legal obligation) and, only if you agree, to send you our newsletter (consent, which you can withdraw at any time).</p>',
        'Why we process it',
      ),
      richText(
        '<p>We pass the travellers’ details to the ferry company that carries you, and payment data to our bank. Our hosting and e-mail providers process data on our behalf under contract. We do not sell personal data.</p>',
        'Who receives it',
      ),
      richText(
        '<p>Booking records are kept for five years after the trip for tax purposes; account data until you close your account; newsletter data until you unsubscribe.</p>',
        'How long we keep it',
      ),
      richText(
        '<p>You have the right to access, correct and erase your data, to restrict or object to processing and to data portability. You may also complain to the Hellenic Data Protection Authority (www.dpa.gr).</p>',
        'Your rights',
      ),
      contactCard('Data protection questions', '<p>Write to us and mention “Data protection” in the subject.</p>'),
    ],
  },
];
