import * as React from 'react';

// One page with a heading and a paragraph: the smallest page a Gatsby 5 + React 18 site serves.
export default function Index() {
  return (
    <main>
      <h1>Jouw servers veilig in de Nederlandse cloud</h1>
      <p>Een pagina zonder plugins, als ondergrens voor de metingen van npm run bench.</p>
    </main>
  );
}

export const Head = () => (
  <>
    <html lang="nl" />
    <title>Floor</title>
    <meta name="description" content="De ondergrens voor npm run bench." />
  </>
);
