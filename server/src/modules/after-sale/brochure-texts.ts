import type { Locale } from '@dealer/domain';

/** The sales brochure's and its mail's words (fi, en, sv), as a native speaker writes them. */
export interface BrochureTexts {
  subject: (title: string) => string;
  body: (title: string) => string;
  fileName: string;
  keyFacts: string;
  terms: string;
  seller: string;
  labels: {
    modelYear: string;
    mileage: string;
    fuelType: string;
    transmission: string;
    vin: string;
    powerKw: string;
    startPrice: string;
    minimumRaise: string;
    priceNow: string;
    termsOfSale: string;
    ends: string;
    commissionFee: string;
    vat: string;
    closing: string;
  };
  termsOfSale: { openBid: string; priceReservation: string; traditional: string };
  vat: { deductible: string; margin: string };
  closing: { fixed: string; afterFirstBid: (hours: number) => string };
  fuel: Record<number, string>;
  transmission: Record<number, string>;
  link: string;
}

export const brochureTexts: Record<Locale, BrochureTexts> = {
  'fi-fi': {
    subject: (title) => `Myyntiesite: ${title}`,
    body: (title) =>
      `Hei,\n\npyytämäsi myyntiesite kohteesta ${title} on tämän viestin liitteenä.\n`,
    fileName: 'myyntiesite',
    keyFacts: 'Perustiedot',
    terms: 'Huutokaupan ehdot',
    seller: 'Myyjä',
    labels: {
      modelYear: 'Vuosimalli',
      mileage: 'Mittarilukema',
      fuelType: 'Käyttövoima',
      transmission: 'Vaihteisto',
      vin: 'Valmistenumero',
      powerKw: 'Teho',
      startPrice: 'Lähtöhinta',
      minimumRaise: 'Minimikorotus',
      priceNow: 'Hinta nyt',
      termsOfSale: 'Myyntiehto',
      ends: 'Päättyy',
      commissionFee: 'Toimistomaksu',
      vat: 'Verotus',
      closing: 'Sulkeutuminen',
    },
    termsOfSale: {
      openBid: 'Avoin tarjous',
      priceReservation: 'Hintavaraus',
      traditional: 'Perinteinen',
    },
    vat: { deductible: 'ALV-vähennyskelpoinen', margin: 'Marginaaliverotus' },
    closing: {
      fixed: 'Kiinteä päättymisaika',
      afterFirstBid: (hours) => `${hours} tuntia ensimmäisen tarjouksen jälkeen`,
    },
    fuel: { 1: 'Bensiini', 2: 'Diesel', 3: 'Sähkö', 4: 'Kaasu', 5: 'Etanoli', 6: 'Vety' },
    transmission: { 1: 'Manuaali', 2: 'Automaatti' },
    link: 'Kohde palvelussa',
  },
  'en-gb': {
    subject: (title) => `Sales brochure: ${title}`,
    body: (title) =>
      `Hello,\n\nthe sales brochure of ${title} you asked for is attached to this message.\n`,
    fileName: 'sales-brochure',
    keyFacts: 'Key facts',
    terms: 'Terms of the auction',
    seller: 'Seller',
    labels: {
      modelYear: 'Model year',
      mileage: 'Mileage',
      fuelType: 'Fuel',
      transmission: 'Transmission',
      vin: 'VIN',
      powerKw: 'Power',
      startPrice: 'Starting price',
      minimumRaise: 'Minimum raise',
      priceNow: 'Current price',
      termsOfSale: 'Terms of sale',
      ends: 'Ends',
      commissionFee: 'Office fee',
      vat: 'Taxation',
      closing: 'Closing',
    },
    termsOfSale: {
      openBid: 'Open bid',
      priceReservation: 'Reserve price',
      traditional: 'Traditional',
    },
    vat: { deductible: 'VAT deductible', margin: 'Margin scheme' },
    closing: {
      fixed: 'Fixed end time',
      afterFirstBid: (hours) => `${hours} hours after the first bid`,
    },
    fuel: { 1: 'Petrol', 2: 'Diesel', 3: 'Electric', 4: 'Gas', 5: 'Ethanol', 6: 'Hydrogen' },
    transmission: { 1: 'Manual', 2: 'Automatic' },
    link: 'The item in the service',
  },
  'sv-se': {
    subject: (title) => `Försäljningsbroschyr: ${title}`,
    body: (title) =>
      `Hej,\n\nförsäljningsbroschyren för ${title} som du bad om finns som bilaga till det här meddelandet.\n`,
    fileName: 'forsaljningsbroschyr',
    keyFacts: 'Grunduppgifter',
    terms: 'Auktionens villkor',
    seller: 'Säljare',
    labels: {
      modelYear: 'Årsmodell',
      mileage: 'Mätarställning',
      fuelType: 'Drivmedel',
      transmission: 'Växellåda',
      vin: 'Chassinummer',
      powerKw: 'Effekt',
      startPrice: 'Utropspris',
      minimumRaise: 'Minsta höjning',
      priceNow: 'Pris nu',
      termsOfSale: 'Försäljningsvillkor',
      ends: 'Slutar',
      commissionFee: 'Expeditionsavgift',
      vat: 'Beskattning',
      closing: 'Stängning',
    },
    termsOfSale: {
      openBid: 'Öppet bud',
      priceReservation: 'Prisreservation',
      traditional: 'Traditionell',
    },
    vat: { deductible: 'Momsavdragsgill', margin: 'Marginalbeskattning' },
    closing: {
      fixed: 'Fast sluttid',
      afterFirstBid: (hours) => `${hours} timmar efter det första budet`,
    },
    fuel: { 1: 'Bensin', 2: 'Diesel', 3: 'El', 4: 'Gas', 5: 'Etanol', 6: 'Vätgas' },
    transmission: { 1: 'Manuell', 2: 'Automat' },
    link: 'Objektet i tjänsten',
  },
};
