import { Gutter, SetStepNav } from '@payloadcms/ui';
import type { DocumentViewServerProps } from 'payload';

import { viennaTime } from '../../admin/viennaTime';
import { isReviewable, personName } from '../reviewable';

const nameOf = (user: unknown) => personName(user, '–');

/**
 * A page's "Versionen": Payload's list shows when and in what state, never by whom. This one
 * names the person of each version (its "Zuletzt geändert von", kept in the version), with the
 * same links to Payload's comparison. A page keeps at most `versions.maxPerDoc` (25) versions,
 * so one table holds them all.
 */
export async function VersionsWithPeople({ initPageResult, routeSegments }: DocumentViewServerProps) {
  const { req, collectionConfig } = initPageResult;
  const collection = collectionConfig?.slug;
  // /collections/{slug}/{id}/versions
  const id = routeSegments[2];
  if (!collection || !isReviewable(collection) || !id) return null;
  const { docs } = await req.payload.findVersions({
    collection,
    where: { parent: { equals: id } },
    sort: '-updatedAt',
    limit: 100,
    depth: 1,
    overrideAccess: false,
    req,
    select: {
      updatedAt: true,
      autosave: true,
      version: { _status: true, lastModifiedBy: true },
    },
  });
  const currentlyPublished = docs.find((doc) => doc.version._status === 'published')?.id;
  const adminRoute = req.payload.config.routes.admin;
  const state = (doc: (typeof docs)[number], index: number) => {
    if (doc.id === currentlyPublished) return 'Derzeit veröffentlicht';
    if (doc.version._status === 'published') return 'Früher veröffentlicht';
    const draft = 'autosave' in doc && doc.autosave ? 'Entwurf (automatisch gespeichert)' : 'Entwurf';
    return index === 0 ? `${draft}, neuester Stand` : draft;
  };
  return (
    <Gutter className="versions-with-people">
      <SetStepNav
        nav={[
          {
            label: typeof collectionConfig.labels.plural === 'string' ? collectionConfig.labels.plural : collection,
            url: `${adminRoute}/collections/${collection}`,
          },
          { label: 'Versionen' },
        ]}
      />
      <h2 className="versions-with-people__heading">Versionen</h2>
      {docs.length ? (
        <div className="table">
          <table>
            <thead>
              <tr>
                <th scope="col">Geändert am (Wien)</th>
                <th scope="col">Von</th>
                <th scope="col">Stand</th>
              </tr>
            </thead>
            <tbody>
              {docs.map((doc, index) => (
                <tr key={doc.id}>
                  <td>
                    <a href={`${adminRoute}/collections/${collection}/${id}/versions/${doc.id}`}>
                      <time dateTime={doc.updatedAt}>{viennaTime.format(new Date(doc.updatedAt))}</time>
                    </a>
                  </td>
                  <td>{nameOf(doc.version.lastModifiedBy)}</td>
                  <td>{state(doc, index)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Noch keine Versionen.</p>
      )}
    </Gutter>
  );
}
