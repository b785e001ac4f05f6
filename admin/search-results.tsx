/** What the editor's search found (admin/entry-search.ts), in words: each entry with the fields that matched. */
import type { EntrySummary } from './api.ts';
import type { SearchHit } from './entry-search.ts';

const editHref = (e: EntrySummary) =>
  `#/edit/${encodeURIComponent(e.collection)}${e.slug ? `/${encodeURIComponent(e.slug)}` : ''}`;

function Fields({ hit }: { hit: SearchHit }) {
  if (!hit.fields.length) return null;
  return <small className="ed-hit-fields">Fields: {hit.fields.map((f) => f.label).join(' · ')}</small>;
}

export function SearchResults({
  query,
  hits,
  labelOf,
}: {
  query: string;
  hits: SearchHit[];
  /** The name of a collection as the owner reads it ("Service pages"). */
  labelOf: (collection: string) => string;
}) {
  return (
    <section className="ed-section" aria-labelledby="ed-results">
      <h2 id="ed-results">Search results</h2>
      <p role="status" className="ed-note">
        {hits.length
          ? `${hits.length} ${hits.length === 1 ? 'match' : 'matches'} for “${query.trim()}”`
          : `Nothing matches “${query.trim()}”. Try what you would call it: hours, phone, price, coupon, a make, a town, or a page's address.`}
      </p>
      {hits.length ? (
        <ul className="ed-entries">
          {hits.map((hit) =>
            hit.kind === 'entry' ? (
              <li key={hit.entry.file}>
                <a className="ed-entry-link" href={editHref(hit.entry)}>
                  <span>{hit.entry.title}</span>
                  <small>
                    {[labelOf(hit.entry.collection), hit.entry.page]
                      .filter((x) => x && x !== hit.entry.title)
                      .join(' · ')}
                  </small>
                  <Fields hit={hit} />
                </a>
              </li>
            ) : (
              <li key={hit.collection.name} className="ed-hit-group">
                <p className="ed-hit-title">
                  <span>{hit.collection.label}</span>
                  <small>
                    Each of the {hit.entries.length} has: {hit.fields.map((f) => f.label).join(' · ')}
                  </small>
                </p>
                <details>
                  <summary>Show the {hit.collection.label.toLowerCase()}</summary>
                  <ul className="ed-entries">
                    {hit.entries.map((e) => (
                      <li key={e.file}>
                        <a className="ed-entry-link" href={editHref(e)}>
                          <span>{e.title}</span>
                          {e.page ? <small>{e.page}</small> : null}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
                {hit.collection.single ? null : (
                  <a className="ed-button ed-add" href={`#/new/${encodeURIComponent(hit.collection.name)}`}>
                    Add to {hit.collection.label.toLowerCase()}
                  </a>
                )}
              </li>
            ),
          )}
        </ul>
      ) : null}
    </section>
  );
}
