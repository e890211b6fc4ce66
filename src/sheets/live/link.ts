/**
 * The live page's links, in the document's properties (`arbitre.live`: event id → token and whether
 * the page is on), and the page's address. Apart from the rest of the live page's server side so
 * that a kind's action (the result form's confirmation) can read its event's link.
 */
export const LINK_KEY = "arbitre.live";

export interface Link {
  token: string;
  on: boolean;
}

export function links(): Record<string, Link> {
  const raw = PropertiesService.getDocumentProperties().getProperty(LINK_KEY);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, Link>;
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

export function saveLinks(all: Record<string, Link>): void {
  PropertiesService.getDocumentProperties().setProperty(LINK_KEY, JSON.stringify(all));
}

/** The page's address for a token: the web app's URL and `?t=`; "" before the script is deployed. */
export function pageUrl(token: string): string {
  const base = ScriptApp.getService().getUrl();
  return base ? `${base}?t=${token}` : "";
}

/** The event's live page when it is on (and the script deployed), else "". */
export function livePageUrl(eventId: string): string {
  const link = links()[eventId];
  return link?.on ? pageUrl(link.token) : "";
}
