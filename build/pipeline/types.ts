import type { ReactNode } from 'react';

/** What every page module exports besides its default component. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface PageInfo {
  /** The route, e.g. "/About". */
  route: string;
  meta: PageMeta;
  /** Absolute canonical URL. */
  url: string;
  siteUrl: string;
}

/** site/layouts/Layout.tsx: default export wraps every page's body; `Head` adds head tags. */
export interface LayoutProps {
  page: PageInfo;
  children: ReactNode;
}

export interface LayoutModule {
  default?: (props: LayoutProps) => ReactNode;
  Head?: (props: { page: PageInfo }) => ReactNode;
}

export interface PageModule {
  default?: () => ReactNode;
  meta?: PageMeta;
}
