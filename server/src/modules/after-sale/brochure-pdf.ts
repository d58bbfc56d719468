import { formatDateTime, formatEuros, type Locale, type StoredItem } from '@dealer/domain';
import PDFDocument from 'pdfkit';
import type { BrochureTexts } from './brochure-texts.js';

export interface BrochureContent {
  item: StoredItem;
  /** The first images as JPEG bytes, in the item's order. */
  images: Buffer[];
  seller: {
    name: string;
    address: string;
    phoneNumber: string | null;
    emailAddress: string | null;
    salespeople: Array<{ name: string; phoneNumber: string | null; emailAddress: string }>;
  };
  link: string | null;
  locale: Locale;
  texts: BrochureTexts;
}

// The standard fonts speak WinAnsi: Intl's narrow and no-break spaces become plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const margin = 48;
const pageWidth = 595.28; // A4 in points
const contentWidth = pageWidth - 2 * margin;

/** The sales brochure (spec 7 salesbrochure) as an A4 PDF: images, key facts, terms, seller. */
export function renderBrochurePdf(content: BrochureContent): Promise<Buffer> {
  const { item, texts, locale } = content;
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: titleOf(item) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(plain(titleOf(item)));
  doc.moveDown(0.5);
  const [first, ...rest] = content.images;
  if (first) {
    doc.image(first, { fit: [contentWidth, 300], align: 'center' });
    doc.moveDown(0.5);
  }
  const euros = (value: number | null) => (value === null ? '–' : formatEuros(value, locale));
  const facts: Array<[string, string | null]> = [
    [texts.labels.modelYear, item.modelYear?.toString() ?? null],
    [
      texts.labels.mileage,
      item.mileage === null ? null : `${item.mileage.toLocaleString('fi-FI')} km`,
    ],
    [texts.labels.fuelType, item.fuelType ? (texts.fuel[item.fuelType] ?? null) : null],
    [
      texts.labels.transmission,
      item.transmissionType ? (texts.transmission[item.transmissionType] ?? null) : null,
    ],
    [texts.labels.powerKw, item.powerKw === null ? null : `${item.powerKw} kW`],
    [texts.labels.vin, item.vehicleIdentificationNumber],
  ];
  const terms: Array<[string, string | null]> = [
    [texts.labels.startPrice, euros(item.startPrice)],
    [texts.labels.priceNow, euros(item.priceNow)],
    [texts.labels.minimumRaise, euros(item.minimumRaise)],
    [
      texts.labels.termsOfSale,
      item.openBid
        ? texts.termsOfSale.openBid
        : item.priceReservation
          ? texts.termsOfSale.priceReservation
          : texts.termsOfSale.traditional,
    ],
    [texts.labels.ends, formatDateTime(item.end, locale)],
    [
      texts.labels.closing,
      item.fixedEndTime
        ? texts.closing.fixed
        : texts.closing.afterFirstBid(item.hoursOpenAfterFirstBid ?? 24),
    ],
    [texts.labels.commissionFee, euros(item.commissionFee ?? 0)],
    [texts.labels.vat, item.vatDeductable === false ? texts.vat.margin : texts.vat.deductible],
  ];
  section(doc, texts.keyFacts, facts);
  section(doc, texts.terms, terms);
  const { seller } = content;
  heading(doc, texts.seller);
  doc.font('Helvetica').fontSize(10);
  for (const line of [seller.name, seller.address, seller.phoneNumber, seller.emailAddress])
    if (line) doc.text(plain(line));
  for (const person of seller.salespeople)
    doc.text(
      plain([person.name, person.phoneNumber, person.emailAddress].filter(Boolean).join(', ')),
    );
  if (content.link) {
    doc.moveDown(0.5);
    doc.fillColor('#1565c0').text(`${texts.link}: ${content.link}`, { link: content.link });
    doc.fillColor('black');
  }
  if (rest.length > 0) {
    doc.addPage();
    const cellWidth = (contentWidth - 12) / 2;
    rest.forEach((image, index) => {
      const x = margin + (index % 2) * (cellWidth + 12);
      const y = margin + Math.floor(index / 2) * 190;
      doc.image(image, x, y, { fit: [cellWidth, 180], align: 'center', valign: 'center' });
    });
  }
  doc.end();
  return done;
}

export const titleOf = (item: Pick<StoredItem, 'licenseNumber' | 'make' | 'model'>) =>
  [item.licenseNumber, item.make, item.model].filter(Boolean).join(' ');

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(13).text(plain(text));
  doc.moveDown(0.3);
}

function section(doc: PDFKit.PDFDocument, title: string, rows: Array<[string, string | null]>) {
  heading(doc, title);
  doc.fontSize(10);
  for (const [label, value] of rows) {
    if (value === null || value === '') continue;
    const y = doc.y;
    doc.font('Helvetica').text(plain(label), margin, y, { width: 160 });
    doc.font('Helvetica-Bold').text(plain(value), margin + 170, y, { width: contentWidth - 170 });
    doc.x = margin;
  }
}
