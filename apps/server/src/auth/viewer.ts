/**
 * The signed-in person a request acts for. Authentication (`http/authentication.ts`) finds
 * them; repositories and queries take them to decide what a reader may see, without knowing
 * about HTTP.
 */
export interface Viewer {
  id: string;
  name: string;
  venueManager: boolean;
}
