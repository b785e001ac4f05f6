// The part of negotiator 1.x this server uses (its published types describe 0.6, without `preferred`).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The available encodings the request accepts (q > 0), best first; ties go to the order of `preferred`. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
