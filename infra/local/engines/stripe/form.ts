/**
 * Stripe's request encoding: application/x-www-form-urlencoded with bracket keys, as the SDK
 * writes them: `metadata[order_id]=o1`, `payment_method_types[0]=card`,
 * `automatic_payment_methods[enabled]=true`, `expand[]=latest_charge`.
 * Numeric (or empty) brackets become arrays; every leaf stays a string, as Stripe receives it.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(body: string): FormObject {
  const root: Node = {};
  if (!body) return root;
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decode(pair.slice(eq + 1));
    const path = splitKey(rawKey);
    if (path.length === 0) continue;
    assign(root, path, value);
  }
  return arrayify(root) as FormObject;
}

function decode(s: string): string {
  return decodeURIComponent(s.replace(/\+/g, ' '));
}

function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  const re = /\[([^\]]*)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(key.slice(first)))) parts.push(m[1] ?? '');
  return parts;
}

type Node = { [key: string]: Node | string };

function assign(obj: Node, path: string[], value: string) {
  let cur: Node = obj;
  for (let i = 0; i < path.length; i++) {
    let seg = path[i]!;
    const last = i === path.length - 1;
    // `a[]=x` appends: give it the next free index.
    if (seg === '') seg = String(Object.keys(cur).length);
    if (last) {
      cur[seg] = value;
    } else {
      const next = cur[seg];
      if (typeof next !== 'object') cur[seg] = {};
      cur = cur[seg] as Node;
    }
  }
}

function arrayify(v: Node | string): FormValue {
  if (typeof v === 'string') return v;
  const keys = Object.keys(v);
  const isArray = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (isArray) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => arrayify(v[String(k)]!));
  }
  const out: FormObject = {};
  for (const k of keys) out[k] = arrayify(v[k]!);
  return out;
}
