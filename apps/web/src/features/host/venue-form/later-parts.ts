// The parts of the venue form that load after it is on screen, in one chunk: the page stays light.
export { default } from './photos/venue-photos';
export { default as DescriptionLanguages } from './description-languages';
