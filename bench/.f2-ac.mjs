import autocannon from 'autocannon';
const base = process.argv[2];
const where = encodeURIComponent(JSON.stringify({ name: 'Main Menu', active: true, languageCode: 'el' }));
const list = await (await fetch(`${base}/api/menus?where=${where}`)).json();
const id = list.data[0].id;
for (const [name, url] of [['health', `${base}/api/health`], ['menus', `${base}/api/menus?where=${where}`], ['subtree', `${base}/api/menus/${id}/subtree?active=true`], ['settings', `${base}/api/settings?take=100`]]) {
  const r = await autocannon({ url, connections: 50, duration: 5 });
  console.log(name, 'rps', Math.round(r.requests.average), 'p99', r.latency.p99, 'errors', r.errors + r.non2xx);
}
