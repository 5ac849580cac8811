import { Island } from 'ssg';
import { brandName, company, emailHref, phoneHref } from '../content/company.ts';
import { DirectionsLink } from './DirectionsLink.tsx';
import { certifications } from '../content/certifications.ts';
import { pages } from '../content/navigation.ts';
import { footerServices } from '../content/services.ts';
import CopyrightYear from '../islands/CopyrightYear.tsx';

export function Footer({ logo }: { logo: string }) {
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <div className="footer__brand">
          <a className="footer__logo" href="/">
            <img src={logo} alt="" width={40} height={40} loading="lazy" />
            <span>{brandName}</span>
          </a>
          <p>Contract CNC machining in San Jose, California, since {company.founded}. Prototypes to production for the industries that build what's next.</p>
          <p className="footer__certs">{certifications.map((c) => c.name).join(' · ')}</p>
        </div>
        <nav className="footer__col" aria-label="Footer">
          <h2>Company</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.href}>
                <a href={page.href}>{page.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__col">
          <h2>Services</h2>
          <ul>
            {footerServices.map((service) => (
              <li key={service.name}>
                <a href={service.href}>{service.name}</a>
              </li>
            ))}
          </ul>
        </div>
        <div className="footer__col">
          <h2>Contact</h2>
          <ul className="footer__contact">
            <li>
              <a href={phoneHref}>{company.phone}</a>
            </li>
            <li>
              <a href={emailHref()}>{company.email}</a>
            </li>
            <li>
              <DirectionsLink />
            </li>
          </ul>
        </div>
      </div>
      <div className="footer__bottom container">
        <p>
          © <Island of={CopyrightYear} when="idle" props={{ builtIn: new Date().getFullYear() }} /> {company.legalName} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
