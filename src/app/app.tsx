import type { PageProps } from '../vike/types.ts';
import { SiteContext } from './site-context.tsx';
import { PageSwitch } from './page-switch.tsx';
import { Layout } from '../layout/layout.tsx';
import { PicturesContext } from '../ui/picture.tsx';

/**
 * One page of the site: the layout around the page of its kind, rendered to HTML at build time. In the browser only
 * its islands hydrate (src/islands/), and the rest is enhanced by a few small scripts (src/enhance/); moving to
 * another page loads that page's document (docs/decisions/002-one-client-router.md).
 */
export function App(props: PageProps) {
  return (
    <SiteContext.Provider value={props.layout}>
      <Layout path={props.path} kind={props.page.data.kind}>
        <PicturesContext.Provider value={props.page.data.pictures}>
          <PageSwitch data={props.page.data} />
        </PicturesContext.Provider>
      </Layout>
    </SiteContext.Provider>
  );
}
