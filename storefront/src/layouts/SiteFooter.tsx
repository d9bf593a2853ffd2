import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import {
  Footer,
  type FooterGroup,
  type FooterLink,
  type LinkRenderProps,
} from '@pcshop/design-system';
import { editions, editionTable, type Edition } from '@pcshop/stores/constants';
import type { CmsPageType } from '@pcshop/stores/schemas';
import { useStores } from '@pcshop/stores/react';
import { renderRouterLink } from '../navigation/renderRouterLink';
import { useEditionPath } from '../navigation/useEditionPath';
import { rememberEdition, useEditionHref } from '../navigation/useSwitchEdition';

const helpPages: readonly CmsPageType[] = ['faq', 'delivery', 'returns', 'warranty'];
const companyPages: readonly CmsPageType[] = ['about_us', 'terms_and_conditions', 'privacy'];

/** The footer of the default layout: CMS pages, support contacts, editions, legal line. */
export const SiteFooter = observer(function SiteFooter() {
  const { t } = useTranslation();
  const { edition, site } = useStores();
  const to = useEditionPath();
  const hrefIn = useEditionHref();

  /** The CMS pages of these types that the current language has, titled as the CMS titles them. */
  const pageLinks = (types: readonly CmsPageType[]): FooterLink[] =>
    types.flatMap((type) => {
      const page = site.pageOfType(type);
      const path = site.pagePath(type);
      return page && path ? [{ href: to(path), label: page.title }] : [];
    });

  const support: FooterLink[] = site.settings
    ? [
        { href: `mailto:${site.settings.supportEmail}`, label: site.settings.supportEmail },
        {
          href: `tel:${site.settings.supportPhone.replace(/\s+/g, '')}`,
          label: site.settings.supportPhone,
        },
      ]
    : [];

  const groups: FooterGroup[] = [
    {
      title: t('footer.help'),
      links: [...pageLinks(helpPages), { href: to('/contact-us'), label: t('nav.contact') }],
    },
    { title: t('footer.company'), links: pageLinks(companyPages) },
    { title: t('footer.support'), links: support },
  ].filter((group) => group.links.length > 0);

  const editionHrefs = new Map<string, Edition>(editions.map((target) => [hrefIn(target), target]));

  /** An edition link remembers the choice in the cookie, like the header's switcher. */
  const renderLink = (props: LinkRenderProps) => {
    const target = editionHrefs.get(props.href);
    if (!target) return renderRouterLink(props);
    return renderRouterLink({
      ...props,
      lang: editionTable[target].messageLocale,
      onClick: () => rememberEdition(target),
    });
  };

  return (
    <Footer
      groups={groups}
      editions={editions.map((target) => ({
        href: hrefIn(target),
        label: t(`editions.${target}`),
        current: target === edition.edition,
      }))}
      labels={{
        navigation: t('footer.navigation'),
        editions: t('footer.editions'),
        legal: t('footer.rights', { year: new Date().getFullYear() }),
      }}
      renderLink={renderLink}
    />
  );
});
