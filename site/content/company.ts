/**
 * Every contact fact of the shop, in one place: change a value here and every page, link and the
 * structured data follow. (Phone numbers 555-0100 to 555-0199 are reserved for fiction.)
 */
export const company = {
  /** The brand, in the two words the home hero shows on two lines. */
  brand: ['Kestrel', 'Precision'] as const,
  legalName: 'Kestrel Precision Machining, Inc.',
  founded: 1993,
  website: 'https://www.kestrel-precision.example',
  phone: '(408) 555-0142',
  email: 'quotes@example.com',
  address: {
    street: '2150 Junction Avenue, Suite 120',
    city: 'San Jose',
    region: 'CA',
    postalCode: '95131',
    country: 'US',
  },
  geo: { latitude: 37.3858, longitude: -121.9207 },
  hours: 'Monday through Friday, 7:00 AM to 4:30 PM',
} as const;

export const brandName = company.brand.join(' ');
export const addressLine = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;
/** tel: wants digits only, with the country code. */
export const phoneHref = `tel:+1${company.phone.replace(/\D/g, '')}`;
export const emailHref = (subject?: string) => `mailto:${company.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
export const quoteHref = emailHref('Request for quote');
const query = encodeURIComponent(`${brandName}, ${addressLine}`);
export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${query}`;
export const mapEmbedSrc = `https://www.google.com/maps?q=${company.geo.latitude},${company.geo.longitude}&z=15&output=embed`;
