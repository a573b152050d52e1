import { AboutContent } from '../../features/content/components/about-content';
import { ownPageRoute } from '../../features/content/components/own-page-route';

/** The route's lazy part: the page and its loader (the owner's text, or null for the built-in one). */
export const route = ownPageRoute('about', AboutContent);
