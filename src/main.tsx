import './ui/styles/global.css';

// The entry point the page loads. When the server rendered the page, the browser paints that HTML first and the app
// (React, the router, the container: most of the first download) is fetched and started right after the first
// frame, so a slow phone shows the page without waiting for the JavaScript. A client-rendered page starts at once.
// All CSS is one render-blocking stylesheet (`build.cssCodeSplit: false`), so the server's HTML is styled before
// the app arrives. Both chunks are requested at once; React DOM (the largest library) is evaluated in a task of its
// own, then the rest of the app (see src/boot.tsx), so no single task runs all of the first load's code.
const boot = () => {
  const app = import('./boot');
  app.catch(() => undefined); // awaited below
  return import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => app)
    .then(({ start }) => start());
};

if (document.getElementById('root')?.hasChildNodes()) {
  requestAnimationFrame(() => setTimeout(() => void boot(), 0));
} else {
  void boot();
}
