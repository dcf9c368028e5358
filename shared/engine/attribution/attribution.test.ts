import { describe, expect, test } from 'vitest';
import { decodeData, encodeData, packCookie, readRecord, unpackCookie, writeRecord } from './sbjs-cookies.ts';
import { attributionValues, classify, originLabel, recordVisit, type PageVisit, type TrafficRecord } from './traffic-source.ts';

const now = new Date('2026-11-26T10:00:00Z');
const visit = (url: string, referrer = '', extra: Partial<PageVisit> = {}): PageVisit => ({
  url,
  referrer,
  ownHost: 'shop.test',
  userAgent: 'Mozilla/5.0 (Test)',
  now,
  ...extra,
});

describe('classification: utm → click ids → organic → referral → typein', () => {
  const cases: [string, string, string, boolean, Record<string, string> | null][] = [
    [
      'utm parameters',
      'https://shop.test/?utm_source=x&utm_medium=y&utm_campaign=z&utm_term=t&utm_id=7',
      '',
      false,
      { typ: 'utm', src: 'x', mdm: 'y', cmp: 'z', trm: 't', id: '7' },
    ],
    ['utm beats a search engine referrer', 'https://shop.test/?utm_source=mail', 'https://www.google.com/', false, { typ: 'utm', src: 'mail', mdm: '(none)' }],
    [
      'utm platform, format, tactic',
      'https://shop.test/?utm_source=a&utm_source_platform=p&utm_creative_format=f&utm_marketing_tactic=t',
      '',
      false,
      { plt: 'p', fmt: 'f', tct: 't' },
    ],
    ['gclid', 'https://shop.test/?gclid=abc', '', false, { typ: 'utm', src: 'google', mdm: 'cpc' }],
    ['gbraid / wbraid', 'https://shop.test/?gbraid=abc', '', false, { typ: 'utm', src: 'google', mdm: 'cpc' }],
    ['msclkid', 'https://shop.test/?msclkid=abc', '', false, { typ: 'utm', src: 'bing', mdm: 'cpc' }],
    ['ttclid', 'https://shop.test/?ttclid=abcdef', '', false, { typ: 'utm', src: 'tiktok', mdm: 'cpc' }],
    ['fbclid', 'https://shop.test/?fbclid=abc', '', false, { typ: 'utm', src: 'facebook', mdm: 'cpc' }],
    ['google referrer', 'https://shop.test/', 'https://www.google.co.uk/', false, { typ: 'organic', src: 'google', mdm: 'organic', trm: '(none)' }],
    ['bing with a term', 'https://shop.test/', 'https://www.bing.com/search?q=hoodie', false, { typ: 'organic', src: 'bing', trm: 'hoodie' }],
    ['duckduckgo', 'https://shop.test/', 'https://duckduckgo.com/', true, { typ: 'organic', src: 'duckduckgo' }],
    ['another site', 'https://shop.test/', 'https://www.blog.example/post/1', false, { typ: 'referral', src: 'blog.example', mdm: 'referral', cnt: '/post/1' }],
    ['another site during a session', 'https://shop.test/', 'https://blog.example/', true, null],
    ['the shop itself', 'https://shop.test/cart/', 'https://shop.test/shop/', false, null],
    ['no referrer', 'https://shop.test/', '', false, null],
    ['a look-alike of google', 'https://shop.test/', 'https://google.com.evil.example/', false, { typ: 'referral', src: 'google.com.evil.example' }],
  ];
  test.each(cases)('%s', (_name, url, referrer, running, expected) => {
    const found = classify(visit(url, referrer), running);
    if (expected === null) expect(found).toBeNull();
    else expect(found).toMatchObject(expected);
  });
});

describe('the record over a visit', () => {
  test('first page: typein when nothing else is known; first kept; pages and visits counted; a new session adds a visit', () => {
    const first = recordVisit({}, visit('https://shop.test/'));
    expect(first.current).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    expect(first.current_add).toEqual({ fd: '2026-11-26 10:00:00', ep: 'https://shop.test/', rf: '(none)' });
    expect(first.session).toEqual({ pgs: '1', cpg: 'https://shop.test/' });
    expect(first.udata).toEqual({ vst: '1', uip: '(none)', uag: 'Mozilla/5.0 (Test)' });
    const second = recordVisit(first, visit('https://shop.test/cart/', 'https://shop.test/'));
    expect(second.current).toEqual(first.current);
    expect(second.session?.pgs).toBe('2');
    // A campaign mid-session replaces the current source; the first one stays.
    const campaign = recordVisit(second, visit('https://shop.test/?utm_source=ad', 'https://shop.test/'));
    expect(campaign.current?.src).toBe('ad');
    expect(campaign.first?.typ).toBe('typein');
    expect(campaign.current_add?.ep).toBe('https://shop.test/?utm_source=ad');
    // The session ended (its cookie expired): a new visit.
    const { session: _ended, ...later } = campaign;
    const back = recordVisit(later, visit('https://shop.test/', 'https://blog.example/x'));
    expect(back.udata?.vst).toBe('2');
    expect(back.session?.pgs).toBe('1');
    expect(back.current).toMatchObject({ typ: 'referral', src: 'blog.example' });
  });

  test('the form values; WooCommerce’s origin labels', () => {
    const record = recordVisit({}, visit('https://shop.test/?utm_source=x&utm_medium=y'));
    expect(attributionValues(record)).toMatchObject({
      source_type: 'utm',
      utm_source: 'x',
      utm_medium: 'y',
      session_pages: '1',
      session_count: '1',
      referrer: '(none)',
    });
    expect(originLabel('utm', 'x')).toBe('Source: x');
    expect(originLabel('organic', 'google')).toBe('Organic: google');
    expect(originLabel('typein', '(direct)')).toBe('Direct');
    expect(originLabel('', '')).toBe('Unknown');
  });
});

describe('the sbjs_* cookies both ways', () => {
  /** How sourcebuster itself reads a cookie: decode, split on |||, key=value, each value decoded again. */
  const sourcebusterParse = (raw: string) =>
    Object.fromEntries(
      decodeData(raw)
        .split('|||')
        .map((pair) => {
          const [key, ...rest] = pair.split('=');
          return [key, decodeData(rest.join('='))];
        }),
    );

  const record: TrafficRecord = recordVisit({}, visit('https://shop.test/?utm_source=Zürich news&utm_campaign=a(b)!', 'https://mail.example/?x=1'));

  test('written as sourcebuster writes them: its own reader gets every field back', () => {
    const cookies = writeRecord(record, false);
    expect(Object.keys(cookies).sort()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata']);
    expect(cookies.sbjs_current).not.toMatch(/[ ;,!()]/);
    expect(sourcebusterParse(cookies.sbjs_current!)).toMatchObject({ typ: 'utm', src: 'Zürich news', cmp: 'a(b)!' });
    expect(sourcebusterParse(cookies.sbjs_current_add!).ep).toBe('https://shop.test/?utm_source=Zürich news&utm_campaign=a(b)!');
    expect(readRecord(cookies)).toEqual(record);
  });

  test('base64 (WooCommerce’s option against firewalls) both ways, and either form read', () => {
    const cookies = writeRecord(record, true);
    expect(decodeData(cookies.sbjs_current!)).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(readRecord(cookies)).toEqual(record);
    const plain = packCookie({ typ: 'organic', src: 'google' }, ['typ', 'src'], false);
    expect(unpackCookie(plain)).toEqual({ typ: 'organic', src: 'google' });
    expect(encodeData("a'b")).toBe('a%27b');
  });

  test('garbage is ignored: not a record, an unknown type, a value with the delimiter', () => {
    expect(readRecord({ sbjs_current: '%%%', sbjs_session: 'bm90IGEgcmVjb3Jk' })).toEqual({});
    expect(readRecord({ sbjs_current: encodeData('typ=evil|||src=x') })).toEqual({});
    const sneaky = recordVisit({}, visit('https://shop.test/?utm_source=a|||typ=organic'));
    expect(readRecord(writeRecord(sneaky, false)).current?.typ).toBe('utm');
  });
});
