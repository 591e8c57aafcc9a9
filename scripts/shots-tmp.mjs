import { chromium } from 'playwright-core';
const base = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const jobs = [
  ['admin', ['/admin/dashboard','/admin/users','/admin/artworks','/admin/artworks/review','/admin/transactions','/admin/analytics','/admin/audit','/admin/inbox']],
  ['artist', ['/artist/sales']],
  ['venue', ['/venue/sales']],
];
for (const [role, paths] of jobs) {
  for (const lang of ['sv','en']) for (const width of [390, 1280]) {
    const c = await b.newContext({ viewport: { width, height: 900 }, locale: lang === 'sv' ? 'sv-SE' : 'en-GB' });
    const p = await c.newPage();
    const login = await p.request.post(base + '/api/v1/auth/login', { data: { email: `${role}@konstvagg.local`, password: 'Demo-Konst-2026' } });
    const body = await login.json();
    await p.addInitScript(([s, lang]) => {
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('refreshToken', s.refreshToken);
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('language', lang);
    }, [body, lang]);
    for (const path of paths) {
      await p.goto(base + path);
      await p.waitForTimeout(2500);
      const name = `/tmp/shots/main/${role}${path.replace(/\//g,'_')}-${lang}-${width}.png`;
      await p.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await c.close();
  }
}
await b.close();
