// The shop's built-in written pages (privacy, terms, about, shipping and returns) as components the
// admin's page editor can draw, so it starts from the built-in text. The app hands them in (app/routes/
// admin-layout): the admin and the content feature never import each other.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export type BuiltInPages = Readonly<Record<string, () => Promise<ComponentType>>>;

const BuiltInPagesContext = createContext<BuiltInPages>({});

export function BuiltInPagesProvider({ pages, children }: { pages: BuiltInPages; children: ReactNode }) {
  return <BuiltInPagesContext.Provider value={pages}>{children}</BuiltInPagesContext.Provider>;
}

/** The loader of a built-in page's component, when the app handed one in. */
export const useBuiltInPage = (slug: string) => useContext(BuiltInPagesContext)[slug];
