/** The playground shell; the editor and preview arrive with the playground issue. */
export function App() {
  return (
    <main>
      <h1>Quire</h1>
      <p>A zero-install playground for documentation sites.</p>
    </main>
  );
}
