import { useId } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { type SiteSettings, telLink } from '../../../core/content/domain/settings';
import { useMenu, useSettings } from '../content/queries';
import { CARD_LOGOS } from '../icons/card-logos';
import { AppleIcon, FacebookIcon, InstagramIcon, PlayIcon, XIcon, YoutubeIcon } from '../icons/social-icons';
import { BRAND, useLocale } from '../i18n/use-locale';
import { useService } from '../use-view-model';
import { uiTokens } from '../view-model-tokens';
import { MenuLinks } from './menu-links';
import { SupportHours } from './support-hours';
import './footer.css';

/** The site footer (SPEC.md section 1): menus, customer care, social and app links, reviews, cards, copyright. */
export function Footer() {
  const intl = useIntl();
  const locale = useLocale();
  const footerMenu = useMenu('Footer Menu', locale);
  const settings = useSettings().data;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <nav aria-label={intl.formatMessage({ id: 'footer.menu.label' })} className="site-footer__block">
          <h2 className="site-footer__heading"><FormattedMessage id="footer.menu.heading" /></h2>
          <MenuLinks items={footerMenu.data ?? []} className="site-footer__links" />
        </nav>
        <CustomerCare settings={settings} />
        <section className="site-footer__block" aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__heading"><FormattedMessage id="footer.social.heading" /></h2>
          <SocialLinks settings={settings} />
          <h2 className="site-footer__heading"><FormattedMessage id="footer.apps.heading" /></h2>
          <AppLinks settings={settings} />
        </section>
        <Reviews settings={settings} />
      </div>
      <FooterBottom />
    </footer>
  );
}

/** The card logos, the bottom menu and the copyright line; also the whole footer of the booking layout. */
export function FooterBottom() {
  const intl = useIntl();
  const locale = useLocale();
  const bottomMenu = useMenu('Footer Bottom Menu', locale);
  const year = new Date(useService(uiTokens.Clock).nowIso()).getFullYear();
  return (
    <div className="site-footer__bottom">
      <ul className="site-footer__cards" aria-label={intl.formatMessage({ id: 'footer.payments.label' })}>
        {CARD_LOGOS.map((Logo, i) => <li key={i}><Logo /></li>)}
      </ul>
      <nav aria-label={intl.formatMessage({ id: 'footer.legal.label' })}>
        <MenuLinks items={bottomMenu.data ?? []} className="site-footer__legal" />
      </nav>
      <p className="site-footer__copyright">
        <FormattedMessage id="footer.copyright" values={{ year, brand: BRAND }} />
      </p>
    </div>
  );
}

/** Customer-care contact from the settings; `headingId` names the block (the app menu calls it "Contact"). */
export function CustomerCare({ settings, headingId = 'footer.care.heading' }: { settings: SiteSettings | undefined; headingId?: string }) {
  const id = useId();
  return (
    <section className="site-footer__block" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading"><FormattedMessage id={headingId} /></h2>
      {settings && (
        <ul className="site-footer__links">
          {settings.supportEmail && (
            <li><FormattedMessage id="footer.care.email" />{' '}<a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a></li>
          )}
          {settings.supportPhone && (
            <li><FormattedMessage id="footer.care.phone" />{' '}<a href={telLink(settings.supportPhone)}>{settings.supportPhone}</a></li>
          )}
          {settings.supportHours && (
            <li><SupportHours hours={settings.supportHours} /></li>
          )}
        </ul>
      )}
    </section>
  );
}

function SocialLinks({ settings }: { settings: SiteSettings | undefined }) {
  if (!settings) return null;
  const networks = [
    { name: 'Facebook', url: settings.facebookUrl, Icon: FacebookIcon },
    { name: 'Instagram', url: settings.instagramUrl, Icon: InstagramIcon },
    { name: 'X', url: settings.xUrl, Icon: XIcon },
    { name: 'YouTube', url: settings.youtubeUrl, Icon: YoutubeIcon },
  ].filter((n) => n.url);
  return (
    <ul className="site-footer__social">
      {networks.map(({ name, url, Icon }) => (
        <li key={name}>
          <a href={url} rel="noopener" target="_blank">
            <Icon /><span className="visually-hidden">{name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function AppLinks({ settings }: { settings: SiteSettings | undefined }) {
  if (!settings) return null;
  return (
    <ul className="site-footer__apps">
      {settings.appStoreUrl && (
        <li><a className="app-badge" href={settings.appStoreUrl} rel="noopener" target="_blank"><AppleIcon /><FormattedMessage id="footer.apps.appStore" /></a></li>
      )}
      {settings.googlePlayUrl && (
        <li><a className="app-badge" href={settings.googlePlayUrl} rel="noopener" target="_blank"><PlayIcon /><FormattedMessage id="footer.apps.googlePlay" /></a></li>
      )}
    </ul>
  );
}

function Reviews({ settings }: { settings: SiteSettings | undefined }) {
  if (settings?.reviewsRating === undefined) return null;
  return (
    <section className="site-footer__block site-footer__reviews" aria-labelledby="footer-reviews">
      <h2 id="footer-reviews" className="site-footer__heading"><FormattedMessage id="footer.reviews.heading" /></h2>
      <p className="reviews__score">
        <span className="reviews__stars" aria-hidden="true">★★★★★</span>
        <FormattedMessage id="footer.reviews.rating"
          values={{ rating: <strong><FormattedNumber value={settings.reviewsRating} maximumFractionDigits={1} /></strong> }} />
      </p>
      {settings.reviewsCount !== undefined && (
        <p><FormattedMessage id="footer.reviews.count" values={{ count: settings.reviewsCount }} /></p>
      )}
    </section>
  );
}
