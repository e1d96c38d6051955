/** What a call's TwiML has Twilio say: the words and the voice's language, in order. */
export interface Spoken {
  text: string;
  language: string | undefined;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const DECLARATION = /^<\?xml[^?]*\?>\s*/;
const SAY = /<Say((?:\s+[A-Za-z]+="[^"<]*")*)\s*>([^<]*)<\/Say>|<Pause(?:\s+[A-Za-z]+="[^"<]*")*\s*\/>/g;

/**
 * Reads a `<Response>` of `<Say>` (and `<Pause/>`) verbs, the only TwiML the voice channel sends;
 * anything else is refused as Twilio refuses a document it cannot parse, so a client that starts
 * sending other verbs is caught here rather than reaching Twilio untested.
 */
export function parseSayTwiml(twiml: string): Spoken[] | undefined {
  const body = twiml.trim().replace(DECLARATION, '');
  const match = /^<Response>([\s\S]*)<\/Response>$/.exec(body);
  if (!match) return undefined;
  const inner = match[1] ?? '';
  const spoken: Spoken[] = [];
  let rest = inner;
  for (const verb of inner.matchAll(SAY)) {
    rest = rest.replace(verb[0], '');
    if (verb[0].startsWith('<Pause')) continue;
    const language = /\slanguage="([^"]*)"/.exec(verb[1] ?? '')?.[1];
    const text = decodeEntities(verb[2] ?? '');
    if (text === undefined) return undefined;
    spoken.push({ text, language });
  }
  return rest.trim() === '' && spoken.length > 0 ? spoken : undefined;
}

function decodeEntities(text: string): string | undefined {
  let broken = false;
  const decoded = text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);|&/g, (whole, name: string | undefined) => {
    if (!name) {
      broken = true;
      return whole;
    }
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const named = ENTITIES[name];
    if (named === undefined) broken = true;
    return named ?? whole;
  });
  return broken ? undefined : decoded;
}
